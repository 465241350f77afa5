// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FrameLoadError, FrameRequestError } from '../../../src/secureFrame/frameErrors.ts'
import { connector, makeSnapshot, renderModal } from '../../ui/testing.tsx'
import { EmailSectionView, SocialSectionView } from '../Connect/Connect.tsx'

const emailConnector = connector('walletdock-embedded', 'Email', 'AUTH')

// The e-mail field is a chunk of its own; the tab preloads it once e-mail login is configured.
beforeAll(async () => {
  await EmailSectionView.preload()
  await SocialSectionView.preload()
})
afterEach(cleanup)

describe('Connect: e-mail', () => {
  it('behavior: an invalid address is refused before any intent; a valid one goes to the code', async () => {
    const { calls, store } = renderModal({
      snapshot: makeSnapshot({ connectors: [emailConnector] }),
      intents: { connectEmail: async () => ({ action: 'VERIFY_OTP' as const }) },
    })
    const field = await screen.findByLabelText('Email')
    fireEvent.change(field, { target: { value: 'not an address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address')
    expect(calls.filter((c) => c.intent === 'connectEmail')).toHaveLength(0)

    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(store.getState().stack.views.at(-1)).toEqual({
        name: 'EmailVerifyOtp',
        data: { email: 'ada@example.com' },
      }),
    )
    expect(calls.filter((c) => c.intent === 'connectEmail')[0]?.args).toEqual([{ email: 'ada@example.com' }])
  })

  it('behavior: no field without the AUTH connector; the load failure shows the spec text', async () => {
    const { store } = renderModal({ snapshot: makeSnapshot({ connectors: [] }) })
    expect(screen.queryByLabelText('Email')).toBeNull()
    act(() =>
      store.setState({
        snapshot: makeSnapshot({ connectors: [emailConnector] }),
        embedded: { status: 'failed', error: new FrameLoadError() },
      }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to load email login dependency')
  })
})

describe('Connect: the e-mail method’s place', () => {
  // Spec part 2 'Connect methods order': email, social, wallet; wallet first when a browser wallet is installed.
  const emailBeforeWallets = async () => {
    const field = await screen.findByLabelText('Email')
    const wallets = screen.getByRole('list', { name: 'Wallets' })
    return !!(field.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING)
  }

  it('default: before the wallets when no browser wallet is installed', async () => {
    renderModal({
      snapshot: makeSnapshot({
        connectors: [emailConnector, connector('walletConnect', 'WalletConnect', 'WALLET_CONNECT')],
      }),
    })
    expect(await emailBeforeWallets()).toBe(true)
  })

  it('behavior: after the wallets when one is installed', async () => {
    renderModal({
      snapshot: makeSnapshot({ connectors: [emailConnector, connector('io.metamask', 'MetaMask')] }),
    })
    expect(await emailBeforeWallets()).toBe(false)
  })
})

describe('EmailVerifyOtp', () => {
  it('behavior: resend waits out the 30 s cooldown; a wrong code says so and can be retried', async () => {
    const sentAt = Date.now() - 5_000
    let attempts = 0
    const { calls } = renderModal({
      snapshot: makeSnapshot({
        connectors: [emailConnector],
        emailLogin: { email: null, lastEmailLoginAt: sentAt },
      }),
      views: [{ name: 'Connect' }, { name: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }],
      intents: {
        connectOtp: async () => {
          attempts += 1
          if (attempts === 1) throw new FrameRequestError('CONNECT_OTP', 'Invalid code')
        },
      },
    })
    const resend = await screen.findByRole('button', { name: /Resend code in (25|26)s/ })
    expect((resend as HTMLButtonElement).disabled).toBe(true)
    const code = screen.getByLabelText('Code')
    fireEvent.change(code, { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code from the email')
    fireEvent.change(code, { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid code'))
    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(calls.filter((c) => c.intent === 'connectOtp')).toHaveLength(2))
  })
  it('behavior: a right code shows Account, unless a view the connection started (the sign-in) took its place meanwhile', async () => {
    let answer!: () => void
    const { store } = renderModal({
      snapshot: makeSnapshot({ connectors: [emailConnector] }),
      views: [{ name: 'Connect' }, { name: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }],
      intents: { connectOtp: () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))) },
    })
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    const later = [{ name: 'SIWXSignMessage' }, { name: 'ApproveTransaction' }] as const
    act(() => store.setState({ stack: { views: [{ name: 'Connect' }, ...later], open: true } }))
    await act(async () => answer())
    expect(store.getState().stack.views.map((v) => v.name)).toEqual([
      'Connect',
      'SIWXSignMessage',
      'ApproveTransaction',
    ])
  })

  it('behavior: a right code with nothing else going on shows Account', async () => {
    const { store } = renderModal({
      snapshot: makeSnapshot({ connectors: [emailConnector] }),
      views: [{ name: 'Connect' }, { name: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }],
      intents: { connectOtp: async () => undefined },
    })
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account']))
  })
})
