// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../../../src/errorClasses.ts'
import { NameRegistrationError } from '../../../src/nameErrors.ts'
import { rebuildError } from '../../../src/rebuildError.ts'
import { serializeError } from '../../../src/serializeError.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'
import type { UiIntents } from '../../uiContext.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const CONFIG = {
  projectId: 'test',
  nameZone: 'devnet.id',
  serviceUrls: { blockchainApi: 'https://data.example' },
}

// As an error reaches the tab: serialized by the core, rebuilt by name.
const crossed = (error: unknown) => rebuildError(serializeError(error))

function open(intents: Partial<UiIntents>, views = [{ name: 'RegisterAccountName' as const }]) {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  return renderModal({
    snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
    views: [{ name: 'Account' }, ...views],
    config: CONFIG,
    intents,
  })
}

const free: UiIntents['fetchNameSuggestions'] = async ({ label }) => ({
  name: `${label.toLowerCase()}.devnet.id`,
  available: label !== 'alice',
  suggestions: [`${label}-dev.devnet.id`],
})

async function type(text: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: text } })
  // The lookup waits for the typing to settle (300 ms).
  await act(async () => vi.advanceTimersByTime(300))
}

describe('RegisterAccountName', () => {
  it('default: the rules, then availability and suggestions once typing settles; Register shows success', async () => {
    const { reads, calls, store } = open({
      fetchNameSuggestions: free,
      registerAccountName: async () => ({ name: 'carol.devnet.id' }),
    })
    expect(screen.getByTestId('name-status').textContent).toBe(
      'Letters, digits and hyphens, at least 4 characters',
    )
    const register = screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement
    expect(register.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'car' } })
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'caro' } })
    await type('carol')
    // Only the settled text was asked about.
    expect(reads.filter((r) => r.intent === 'fetchNameSuggestions').map((r) => r.args)).toEqual([
      [{ label: 'carol' }],
    ])
    expect(screen.getByTestId('name-status').textContent).toBe('carol.devnet.id is available')
    fireEvent.click(screen.getByRole('button', { name: 'carol-dev.devnet.id' }))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('carol-dev')
    await type('carol')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })))
    expect(calls).toContainEqual({ intent: 'registerAccountName', args: [{ label: 'carol' }] })
    expect(screen.getByRole('dialog', { name: 'Name Registered' })).toBeTruthy()
    expect(screen.getByTestId('registered-text').textContent).toBe(
      'carol.devnet.id is now the name of this account.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(store.getState().stack.views).toEqual([{ name: 'Account' }])
  })

  it('behavior: a taken name cannot be registered; a bad one is never asked about', async () => {
    const { reads } = open({ fetchNameSuggestions: free })
    await type('alice')
    expect(screen.getByTestId('name-status').textContent).toBe('alice.devnet.id is taken')
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true)
    await type('bad.name')
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(reads.filter((r) => r.intent === 'fetchNameSuggestions')).toHaveLength(1)
  })

  it('behavior: a cancelled signature stays here and says so; a refusal shows the service’s reason', async () => {
    const outcomes = [
      new UserRejectedRequestError(),
      new NameRegistrationError('carol.devnet.id', { reason: 'Name is already registered' }),
      new NameRegistrationError('carol.devnet.id'),
    ]
    open({
      fetchNameSuggestions: free,
      registerAccountName: async () => {
        throw crossed(outcomes.shift())
      },
    })
    await type('carol')
    const problems: (string | null)[] = []
    for (let i = 0; i < 3; i++) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })))
      expect(screen.getByRole('dialog', { name: 'Choose Name' })).toBeTruthy()
      problems.push(screen.getByRole('alert').textContent)
    }
    expect(problems).toEqual([
      'Signature cancelled: the name was not registered.',
      'Name is already registered',
      'Error registering name carol.devnet.id',
    ])
  })
})

describe('Account name offer', () => {
  const account = (name: string | null, config: Record<string, unknown> = CONFIG) =>
    renderModal({
      snapshot: makeSnapshot({
        connections: { eip155: connectedTo() },
        identity: { caipAddress: `eip155:1:${ADDRESS}`, name, avatar: null },
      }),
      views: [{ name: 'Account' }],
      config,
    })

  it('behavior: an account the service has no name for is offered one, and the offer opens RegisterAccountName', async () => {
    const { store } = account(null)
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Register a name' })))
    expect(store.getState().stack.views.at(-1)).toEqual({ name: 'RegisterAccountName' })
  })

  it('behavior: no offer for a named account, nor where the host set no zone', async () => {
    account('alice.devnet.id')
    expect(await screen.findByText('alice.devnet.id')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Register a name' })).toBeNull()
    cleanup()
    account(null, { projectId: 'test', serviceUrls: { blockchainApi: 'https://data.example' } })
    expect(await screen.findByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Register a name' })).toBeNull()
  })
})
