// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getSolanaDevAccounts } from '../../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from '../../../devnet/solana/devTokens.ts'
import type { TokenBalance } from '../../../src/blockchainApiSchemas.ts'
import { rebuildError, serializeError } from '../../../src/errors.ts'
import { TransactionNotConfirmedError } from '../../../src/sendErrors.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { PortfolioView } from '../../../src/walletData.ts'
import { makeSnapshot, renderModal } from '../../ui/testing.tsx'
import type { UiIntents } from '../../uiContext.ts'

afterEach(cleanup)

const DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const [alice, bobby] = getSolanaDevAccounts()
if (!alice || !bobby) throw new Error('dev accounts missing')
const usdcMint = SOLANA_DEV_TOKENS.find((t) => t.symbol === 'USDC')?.mint ?? ''
const CAIP = `${DEVNET}:${alice.address}` as const
const sol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: DEVNET,
  value: 200,
  price: 200,
  quantity: { decimals: '9', numeric: '1' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  ...sol,
  name: 'Devnet USD Coin',
  symbol: 'USDC',
  address: `${DEVNET}:${usdcMint}`,
  price: 1,
  value: 50,
  quantity: { decimals: '6', numeric: '50' },
}
const portfolio: PortfolioView = {
  caipAddress: CAIP,
  status: 'ok',
  tokens: [sol, usdc],
  totalUsd: 250,
  fetchedAt: 1,
  stale: false,
}

/** The core's prepared send as prepareSendToken answers it: 5000 lamports, and a token account's rent. */
const PREPARED = {
  previewId: 'preview-sol',
  caipNetworkId: DEVNET,
  decimals: 9,
  value: '1',
  fee: '5000',
  accountRent: '0',
  nativeCurrency: { symbol: 'SOL', decimals: 9 },
}
function prepared({ accountRent = 0n }: { accountRent?: bigint } = {}): UiIntents['prepareSendToken'] {
  return async () => ({ ...PREPARED, accountRent: accountRent.toString() })
}

function send(intents: Partial<UiIntents> = {}, tokens = portfolio.tokens) {
  return renderModal({
    snapshot: makeSnapshot({
      activeNamespace: 'solana',
      activeCaipNetworkId: DEVNET,
      requestedNetworks: [DEVNET],
      connections: {
        solana: {
          status: 'connected',
          connectorId: 'wallet-standard:Devnet Solana Wallet',
          address: alice?.address ?? '',
          caipNetworkId: DEVNET,
        },
      },
      portfolio: { ...portfolio, tokens },
    }),
    views: [{ name: 'Account' }, { name: 'WalletSend' }],
    intents: { prepareSendToken: prepared(), ...intents },
  })
}

const preview = () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' }))
const alertText = () => screen.getByRole('alert').textContent
// A token row is named by what it shows: name, quantity and symbol, value.
const pick = (token: string, symbol: string) => {
  fireEvent.click(screen.getByRole('button', { name: /^(Select token|Token: )/ }))
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${token} [\\d.,]+ ${symbol}`) }))
}
const enter = (amount: string, receiver: string) => {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(screen.getByLabelText('To (Solana address)'), { target: { value: receiver } })
}

describe('WalletSend on Solana', () => {
  it('default: the receiver is a Solana address; invalid base58 and names are refused, no name is resolved', () => {
    const { calls } = send()
    expect(screen.getByPlaceholderText('Solana address')).toBeTruthy()
    pick('Solana', 'SOL')
    preview()
    expect(alertText()).toBe('An amount and receiver address are required')
    for (const receiver of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      `0${bobby.address.slice(1)}`,
      'z'.repeat(44),
      'bobby.devnet.id',
    ]) {
      enter('0.1', receiver)
      preview()
      expect(alertText()).toBe('Enter a valid Solana address')
    }
    expect(calls.filter((c) => c.intent === 'resolveName')).toEqual([])
    enter('0.1', bobby.address)
    preview()
    expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeTruthy()
  })

  it('behavior: Max on SOL leaves the fee of the transfer the core builds; the whole balance is refused', async () => {
    const { reads } = send({ prepareSendToken: async () => ({ ...PREPARED, fee: '7000' }) })
    pick('Solana', 'SOL')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Max' })))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.999993')
    // Built for the whole balance, to the account itself while no receiver is entered.
    expect(reads.find((c) => c.intent === 'prepareSendToken')?.args).toEqual([
      { token: { symbol: 'SOL' }, amount: '1', receiverAddress: alice.address },
    ])
    enter('1', bobby.address)
    preview()
    expect(alertText()).toBe('Leave SOL for the network fee')
    // A token pays no fee of its own: Max is its whole balance.
    pick('Devnet USD Coin', 'USDC')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Max' })))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('50')
  })

  it("behavior: Max counts in the decimals the chain reports, not the data service's", async () => {
    // A listing that says 6 decimals for SOL would leave 1000 times the fee.
    const listed = { ...sol, quantity: { decimals: '6', numeric: '1' } }
    send({ prepareSendToken: async () => ({ ...PREPARED, fee: '7000' }) }, [listed, usdc])
    pick('Solana', 'SOL')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Max' })))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.999993')
  })

  it('behavior: the preview checks the draft again with the decimals the chain reports', async () => {
    // The listing says 6 decimals, the mint 9: 50.0000004 rounds to the 50 held in the listing's, not in the mint's.
    const { calls } = send({ prepareSendToken: async () => ({ ...PREPARED, decimals: 9 }) })
    pick('Devnet USD Coin', 'USDC')
    enter('50.0000004', bobby.address)
    preview()
    await act(async () => undefined)
    expect(alertText()).toBe('Insufficient balance')
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(calls.filter((c) => c.intent === 'sendToken')).toEqual([])
  })

  it('behavior: without the node, Max leaves the per-signature fee', async () => {
    send({ prepareSendToken: async () => Promise.reject(new Error('offline')) })
    pick('Solana', 'SOL')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Max' })))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.999995')
  })

  it('behavior: the preview shows the fee in SOL; Send sends the SOL, resets the draft and shows the explorer link; Back returns to Account', async () => {
    const { calls, store } = send({ sendToken: async () => ({ status: 'sent', hash: '5sig' }) })
    pick('Solana', 'SOL')
    enter('0.25', bobby.address)
    preview()
    await act(async () => undefined)
    expect(screen.getByTestId('send-amount').textContent).toBe('0.25 SOL')
    expect(screen.getByTestId('network-fee').textContent).toBe('0.000005 SOL · < $0.01')
    expect(screen.queryByTestId('account-rent')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(calls.find((c) => c.intent === 'sendToken')?.args).toEqual([
      {
        token: { symbol: 'SOL', address: undefined },
        amount: '0.25',
        receiverAddress: bobby.address,
        previewId: 'preview-sol',
      },
    ])
    const success = screen.getByRole('dialog', { name: 'Sent' })
    expect(within(success).getByTestId('transaction-summary').textContent).toBe('Sent 0.25 SOL')
    // Solana's explorer keeps its cluster in the query.
    expect(within(success).getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      'https://explorer.solana.com/tx/5sig?cluster=devnet',
    )
    expect(store.getState().sendDraft).toBeUndefined()
    fireEvent.click(within(success).getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it("behavior: a token to a receiver without its token account shows that account's rent", async () => {
    const { calls } = send({
      prepareSendToken: prepared({ accountRent: 2039280n }),
      sendToken: async () => ({ status: 'sent', hash: '5sig' }),
    })
    pick('Devnet USD Coin', 'USDC')
    enter('12.5', bobby.address)
    preview()
    await act(async () => undefined)
    expect(screen.getByTestId('network-fee').textContent).toBe('0.000005 SOL · < $0.01')
    expect(screen.getByTestId('account-rent').textContent).toBe('0.00203928 SOL · $0.41')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(calls.find((c) => c.intent === 'sendToken')?.args).toEqual([
      {
        token: { symbol: 'USDC', address: usdc.address },
        amount: '12.5',
        receiverAddress: bobby.address,
        previewId: 'preview-sol',
      },
    ])
  })

  it('behavior: a send the core could not confirm resets the draft (no second send) and says so', async () => {
    const signature =
      '3G9gMerLJkLsfsaPTPUBE7V2VXwKg3sbP3CjGwJ7GPfmvmJgnuLTeNBnyMtws6RXzvaZK1axh7UtZxxc1KWALDYr'
    const { store } = send({
      sendToken: async () =>
        Promise.reject(
          // As it reaches the tab: across the worker boundary, by name, with its hash.
          rebuildError(
            serializeError(new TransactionNotConfirmedError(signature, { reason: 'no confirmation' })),
          ),
        ),
    })
    pick('Solana', 'SOL')
    enter('0.25', bobby.address)
    preview()
    await act(async () => undefined)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(store.getState().sendDraft).toBeUndefined()
    expect(store.getState().snackbar).toMatchObject({
      variant: 'error',
      message: 'Sent, not confirmed yet (3G9gMe…LDYr). Check before resending.',
    })
  })
})
