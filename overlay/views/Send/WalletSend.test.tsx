// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { blo } from 'blo'
import { afterEach, describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../../src/blockchainApiSchemas.ts'
import type { PortfolioView } from '../../../src/walletData.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'
import type { UiIntents } from '../../uiContext.ts'

afterEach(cleanup)

const CAIP = `eip155:1:${ADDRESS}` as const
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 100,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
}
const eth: TokenBalance = {
  ...usdc,
  name: 'Ether',
  symbol: 'ETH',
  address: undefined,
  price: 3000,
  value: 6000,
  quantity: { decimals: '18', numeric: '2' },
}
const portfolio: PortfolioView = {
  caipAddress: CAIP,
  status: 'ok',
  tokens: [eth, usdc],
  totalUsd: 6100,
  fetchedAt: 1,
  stale: false,
}

/** The core's answer for the transfer it builds: 0.5 ETH, 21000 gas at 1 gwei. */
const PREPARED = {
  previewId: 'preview-1',
  caipNetworkId: 'eip155:31337' as const,
  decimals: 18,
  value: '500000000000000000',
  fee: String(21_000n * 1_000_000_000n),
  accountRent: '0',
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
}

function send(intents: Partial<UiIntents> = {}) {
  return renderModal({
    snapshot: makeSnapshot({ connections: { eip155: connectedTo() }, portfolio }),
    views: [{ name: 'Account' }, { name: 'WalletSend' }],
    intents: {
      prepareSendToken: async () => PREPARED,
      ...intents,
    },
  })
}

const preview = () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' }))
const alertText = () => screen.getByRole('alert').textContent
// 0.5 ETH (or `amount`) to RECEIVER, on the preview once the core's build is in.
async function previewEth(amount = '0.5') {
  fireEvent.click(screen.getByRole('button', { name: 'Select token' }))
  fireEvent.click(screen.getByRole('button', { name: /^Ether [\d.,]+ ETH/ }))
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(screen.getByLabelText('To (address or name)'), { target: { value: RECEIVER } })
  preview()
  await act(async () => undefined)
}

describe('WalletSend', () => {
  it("default: 'A token is required', then 'An amount and receiver address are required'", async () => {
    send()
    preview()
    expect(alertText()).toBe('A token is required')
    fireEvent.click(screen.getByRole('button', { name: 'Select token' }))
    fireEvent.click(screen.getByRole('button', { name: /^USD Coin [\d.,]+ USDC/ }))
    expect(screen.getByRole('dialog', { name: 'Send' })).toBeTruthy()
    preview()
    expect(alertText()).toBe('An amount and receiver address are required')
  })

  it('behavior: Max fills the whole balance; more than the balance is refused', () => {
    send()
    fireEvent.click(screen.getByRole('button', { name: 'Select token' }))
    fireEvent.click(screen.getByRole('button', { name: /^USD Coin [\d.,]+ USDC/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('100')
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100.5' } })
    fireEvent.change(screen.getByLabelText('To (address or name)'), { target: { value: RECEIVER } })
    preview()
    expect(alertText()).toBe('Insufficient balance')
  })

  it('behavior: a name resolves to its address; preview shows amount, receiver and network fee; Send sends', async () => {
    const { calls, reads, store } = send({
      resolveName: async ({ name }) => ({ name, address: RECEIVER, avatar: null }),
      sendToken: async () => ({ status: 'sent', hash: '0xabc' }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Select token' }))
    fireEvent.click(screen.getByRole('button', { name: /^Ether [\d.,]+ ETH/ }))
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5' } })
    fireEvent.change(screen.getByLabelText('To (address or name)'), { target: { value: 'bobby.devnet.id' } })
    expect(await screen.findByTestId('receiver-resolved', {}, { timeout: 2_000 })).toBeTruthy()
    preview()
    expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeTruthy()
    expect(screen.getByTestId('send-amount').textContent).toBe('0.5 ETH')
    // The receiver in full, never shortened, below the name it was found by.
    expect(screen.getByTestId('send-receiver').textContent).toBe(`bobby.devnet.id${RECEIVER}`)
    expect(screen.getByText(RECEIVER)).toBeTruthy()
    // The name resolved to no avatar: the receiver's identicon beside it.
    expect(screen.getByTestId('identicon').getAttribute('src')).toBe(blo(RECEIVER))
    // 21000 gas at 1 gwei, valued at the native price.
    await act(async () => undefined)
    expect(screen.getByTestId('network-fee').textContent).toBe('< 0.0001 ETH · $0.06')
    // The fee is the core's, for the send as it will go out (no decimals: the core reads the chain's).
    expect(reads.filter((c) => c.intent === 'prepareSendToken').at(-1)?.args).toEqual([
      { token: { symbol: 'ETH', address: undefined }, amount: '0.5', receiverAddress: RECEIVER },
    ])
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    // It names the preview on screen: the core sends that very transaction.
    expect(calls.find((c) => c.intent === 'sendToken')?.args).toEqual([
      {
        token: { symbol: 'ETH', address: undefined },
        amount: '0.5',
        receiverAddress: RECEIVER,
        previewId: 'preview-1',
      },
    ])
    // The success state: what went out, its hash and its page on the network's block explorer; Done: Account.
    const success = screen.getByRole('dialog', { name: 'Sent' })
    expect(within(success).getByTestId('transaction-summary').textContent).toBe('Sent 0.5 ETH')
    expect(within(success).getByTestId('transaction-hash').textContent).toBe('0xabc')
    const link = within(success).getByRole('link', { name: 'View on block explorer' })
    expect(link.getAttribute('href')).toBe('https://etherscan.io/tx/0xabc')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(store.getState().sendDraft).toBeUndefined()
    fireEvent.click(within(success).getByRole('button', { name: 'Done' }))
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('behavior: a refusal in the wallet stays on the preview with a message', async () => {
    const { store } = send({
      sendToken: async () => Promise.reject({ code: 4001, message: 'User rejected' }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Select token' }))
    fireEvent.click(screen.getByRole('button', { name: /^USD Coin [\d.,]+ USDC/ }))
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('To (address or name)'), { target: { value: RECEIVER } })
    preview()
    await act(async () => undefined)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeTruthy()
    expect(store.getState().snackbar).toMatchObject({ variant: 'error', message: 'Transaction rejected' })
  })

  it('behavior: Send waits for the core to build the send it previews', async () => {
    const { calls } = send({ prepareSendToken: () => new Promise(() => undefined) })
    await previewEth()
    expect(screen.getByTestId('network-fee').textContent).toBe('Estimating…')
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    await act(async () => fireEvent.click(button))
    expect(calls.filter((c) => c.intent === 'sendToken')).toEqual([])
  })

  it('behavior: a send the core built again with another fee is not sent: the preview shows the new fee and asks again', async () => {
    const results: Awaited<ReturnType<UiIntents['sendToken']>>[] = [
      {
        status: 'changed',
        // 21000 gas at 2000 gwei.
        preview: { ...PREPARED, previewId: 'preview-2', fee: String(21_000n * 2_000_000_000_000n) },
      },
      { status: 'sent', hash: '0xdef' },
    ]
    const { calls, store } = send({
      sendToken: async () => results.shift() ?? Promise.reject(new Error('sent twice')),
    })
    await previewEth()
    expect(screen.getByTestId('network-fee').textContent).toBe('< 0.0001 ETH · $0.06')
    expect(screen.queryByTestId('fee-updated')).toBeNull()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))

    expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeTruthy()
    expect(screen.getByTestId('network-fee').textContent).toBe('0.042 ETH · $126.00')
    expect(screen.getByTestId('fee-updated').textContent).toBe(
      'The network fee was updated. Check it and send again.',
    )
    expect(store.getState().sendDraft).toMatchObject({ amount: '0.5', receiverAddress: RECEIVER })
    expect(store.getState().snackbar).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    // The first send named the preview it showed, the second the new one it brought.
    const named = calls
      .filter((c) => c.intent === 'sendToken')
      .map((c) => (c.args[0] as { previewId?: string } | undefined)?.previewId)
    expect(named).toEqual(['preview-1', 'preview-2'])
    expect(
      within(screen.getByRole('dialog', { name: 'Sent' })).getByTestId('transaction-hash').textContent,
    ).toBe('0xdef')
  })

  it('behavior: with no fee on screen (the core did not answer in time) Send names no preview and shows the one it brings', async () => {
    const results: Awaited<ReturnType<UiIntents['sendToken']>>[] = [
      { status: 'changed', preview: { ...PREPARED, previewId: 'preview-late' } },
      { status: 'sent', hash: '0xfed' },
    ]
    const { calls } = send({
      prepareSendToken: async () => Promise.reject(new Error("Timed out: the core's prepareSendToken")),
      sendToken: async () => results.shift() ?? Promise.reject(new Error('sent twice')),
    })
    await previewEth()
    expect(screen.getByTestId('network-fee').textContent).toBe('Unknown')

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))

    expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeTruthy()
    expect(screen.getByTestId('network-fee').textContent).toBe('< 0.0001 ETH · $0.06')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    const named = calls
      .filter((c) => c.intent === 'sendToken')
      .map((c) => (c.args[0] as { previewId?: string } | undefined)?.previewId)
    expect(named).toEqual([undefined, 'preview-late'])
    expect(screen.getByRole('dialog', { name: 'Sent' })).toBeTruthy()
  })

  it('behavior: of two builds in flight, Send names the one whose fee is shown, though the older finished last', async () => {
    // The first build (of 0.4) answers only after the second (of 0.5), with a fee the tab must not show.
    let answerOlder!: (prepared: typeof PREPARED) => void
    const builds = [
      new Promise<typeof PREPARED>((resolve) => {
        answerOlder = resolve
      }),
    ]
    const { calls } = send({
      prepareSendToken: async () => builds.shift() ?? PREPARED,
      sendToken: async () => ({ status: 'sent', hash: '0xabc' }),
    })
    await previewEth('0.4')
    fireEvent.click(screen.getByRole('button', { name: /back/i }))
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5' } })
    preview()
    await act(async () => undefined)
    await act(async () => answerOlder({ ...PREPARED, previewId: 'preview-old', fee: '1' }))
    expect(screen.getByTestId('network-fee').textContent).toBe('< 0.0001 ETH · $0.06')

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))

    expect(calls.filter((c) => c.intent === 'sendToken').map((c) => c.args[0])).toEqual([
      expect.objectContaining({ amount: '0.5', previewId: 'preview-1' }),
    ])
  })
})
