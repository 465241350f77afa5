import { describe, expect, test } from 'vitest'
import type { BaseError } from '../baseError.ts'
import * as errors from '../errorClasses.ts'
import {
  AddressNotFoundError,
  InvalidNameError,
  NameRegistrationError,
  NameSuggestionsError,
  NetworkNotFoundError,
} from '../nameErrors.ts'
import { rebuildError } from '../rebuildError.ts'
import {
  EmailCooldownError,
  FrameLoadError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
} from '../secureFrame/frameErrors.ts'
import {
  TokenAccountReceiverError,
  TransactionFailedError,
  TransactionNotConfirmedError,
} from '../sendErrors.ts'
import { serializeError } from '../serializeError.ts'
import { InvalidRpcReplyError } from '../solanaRpcReplies.ts'
import {
  InvalidPairingUriError,
  InvalidSessionAccountError,
  NoSessionAccountError,
  RelayUnreachableError,
  WalletConnectElsewhereError,
} from '../walletConnectErrors.ts'
import { InvalidWalletReplyError } from '../walletReplies.ts'
import { coreTextOf, errorText, wordCoreText } from './coreText.ts'
import { en } from './en.ts'
import { viewMessages } from './views/en.ts'

// One of each error class; the catalog has a text for those whose shortMessage is fixed.
const SAMPLES: BaseError[] = [
  new errors.InvalidCaipError('x'),
  new errors.InvalidAddressError('0x1'),
  new errors.InvalidChainIdError(),
  new errors.ChainNotSupportedError(),
  new errors.RpcNotAllowedError({ method: 'eth_sign' }),
  new errors.HttpRequestError(500),
  new errors.UserRejectedRequestError(),
  new errors.ProviderRpcError('boom', { code: -32000 }),
  new errors.TimeoutError('connect'),
  new errors.TabGoneError(),
  new errors.LeaderGoneError(),
  new errors.ConfigError('A project id is required'),
  new errors.StorageError(),
  new errors.UnsupportedChainError(),
  new errors.AdapterNotFoundError('cosmos'),
  new errors.ConnectorNotFoundError(),
  new errors.NotConnectedError(),
  new errors.ProviderDisconnectedError(),
  new errors.ChainDisconnectedError({ caipNetworkId: 'eip155:1' }),
  new errors.InvalidApiReplyError(),
  new errors.ReplyTooLargeError({ limit: 1 }),
  new errors.ServiceUnreachableError(),
  new errors.TokenRequiredError(),
  new errors.SendDetailsRequiredError(),
  new errors.AccountAddressRequiredError(),
  new errors.TooManyPendingRequestsError(),
  new errors.RequestNotPendingError(),
  new errors.WarningNotAcknowledgedError(),
  new errors.InvalidRequestParamsError('wallet_sendCalls', 'to must start with 0x'),
  new errors.NameResolutionError('Name not found'),
  new InvalidNameError('ab'),
  new NetworkNotFoundError(),
  new AddressNotFoundError(),
  new NameRegistrationError('carol.devnet.id'),
  new NameSuggestionsError(),
  new TransactionNotConfirmedError('5sig'),
  new TransactionFailedError('5sig'),
  new TokenAccountReceiverError('Tok1'),
  new RelayUnreachableError(),
  new InvalidPairingUriError('no symKey'),
  new NoSessionAccountError('no accounts'),
  new InvalidSessionAccountError({ namespace: 'eip155', accounts: ['eip155:1:0x1'] }),
  new WalletConnectElsewhereError(),
  new InvalidRpcReplyError('getBalance', 'not a number'),
  new InvalidWalletReplyError('eth_accounts', 'not an address'),
  new FrameLoadError(),
  new FrameNotSetError(),
  new FrameRequestAbortedError('CONNECT_OTP'),
  new FrameRequestError('CONNECT_OTP', 'Invalid code'),
  new EmailCooldownError(12_000),
]
// Their text carries outside data (an address, a status, a wallet's or a service's message): shown as is.
const WORDED_BY_DATA = new Set([
  'InvalidCaipError',
  'InvalidAddressError',
  'HttpRequestError',
  'ProviderRpcError',
  'AdapterNotFoundError',
  'NameResolutionError',
  // The service's first reason, else a text with the name: the views word these from `label` (names.*).
  'NameRegistrationError',
  'NameSuggestionsError',
  'InvalidSessionAccountError',
  // The frame's own message (a wrong code, a rate limit), or 'An error occurred' without one.
  'FrameRequestError',
])

describe('the English catalog', () => {
  test('behavior: the spec texts are word for word', () => {
    expect(en.notices.actionNotAllowed).toBe('Action not allowed')
    expect(en.notices.tokenBalanceUnavailable).toBe('Token Balance Unavailable')
    expect(en.account.tokenBalanceUnavailable).toBe('Token Balance Unavailable')
    expect(en.notices.transactionsUnavailable).toBe('Failed to fetch transactions')
    expect(en.activity.failed).toBe('Failed to fetch transactions')
    expect(en.notices.connectionDeclined).toBe('Connection declined')
    expect(en.connecting.declined).toBe('Connection declined')
    expect(en.errors.RpcNotAllowedError).toBe('Requested RPC call is not allowed')
    expect(en.errors.ChainNotSupportedError).toBe('Chain is not supported')
    expect(en.errors.InvalidChainIdError).toBe('Invalid chainId')
    expect(en.errors.UnsupportedChainError).toBe('Unsupported chain')
    expect(en.errors.UnknownError).toBe('Unknown error')
    expect(viewMessages.send.problems.tokenRequired).toBe('A token is required')
    expect(viewMessages.send.problems.detailsRequired).toBe('An amount and receiver address are required')
    expect(en.errors.AccountAddressRequiredError).toBe(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(en.titles.connect).toBe('Connect Wallet')
    expect(en.errors.FrameLoadError).toBe('Unable to load email login dependency')
    expect(en.errors.FrameNotSetError).toBe('W3mFrame: iframe is not set')
    expect(en.errors.FrameRequestAbortedError).toBe('Request was aborted')
    expect(en.errors.NetworkNotFoundError).toBe('Network not found')
    expect(en.errors.AddressNotFoundError).toBe('Address or auth connector not found')
    expect(viewMessages.names.registerFailed('carol.devnet.id')).toBe(
      'Error registering name carol.devnet.id',
    )
    expect(new NameRegistrationError('carol.devnet.id').shortMessage).toBe(
      'Error registering name carol.devnet.id',
    )
    expect(viewMessages.names.suggestionsFailed).toBe(new NameSuggestionsError().shortMessage)
    expect(new FrameRequestError('CONNECT_OTP', undefined).shortMessage).toBe('An error occurred')
  })

  test('behavior: each error text is its class’s shortMessage, and each class with a fixed text has one', () => {
    const named = new Set<string>(['UnknownError'])
    for (const error of SAMPLES) {
      if (WORDED_BY_DATA.has(error.name)) {
        expect(Object.hasOwn(en.errors, error.name), error.name).toBe(false)
        continue
      }
      expect(en.errors[error.name as keyof typeof en.errors], error.name).toBe(error.shortMessage)
      named.add(error.name)
    }
    expect(Object.keys(en.errors).sort()).toEqual([...named].sort())
  })

  test('behavior: parameters land in the sentence', () => {
    expect(en.connecting.continueIn('MetaMask')).toBe('Continue in MetaMask')
    expect(en.account.balanceAge('09:05', en.account.justNow)).toBe('as of 09:05 · just now')
    expect(en.account.balanceAge('09:05', '5 min. ago')).toBe('as of 09:05 · 5 min. ago')
    expect(en.networks.switchActiveChainText('EVM', 'Solana Devnet', 'Solana')).toBe(
      'Your EVM wallet stays connected. Switching makes Solana Devnet the active network, where no account is connected yet: you can connect a Solana wallet there.',
    )
  })
})

describe('core texts', () => {
  test('behavior: an error’s own text goes with its name, so a tab words it from its catalog', () => {
    expect(coreTextOf(new errors.RpcNotAllowedError())).toEqual({
      text: 'Requested RPC call is not allowed',
      error: 'RpcNotAllowedError',
    })
    // As it arrives in a tab: the same name and text.
    expect(coreTextOf(rebuildError(serializeError(new RelayUnreachableError())))).toEqual({
      text: 'Cannot reach the WalletConnect relay',
      error: 'RelayUnreachableError',
    })
  })

  test('behavior: outside text (a wallet’s message, a validation issue) goes as it is', () => {
    expect(coreTextOf({ code: -32000, message: 'insufficient funds' })).toEqual({
      text: 'insufficient funds',
    })
    const withIssue = new errors.SendDetailsRequiredError({ details: 'x' })
    withIssue.cause = { issues: [{ message: 'Too many decimals' }] }
    expect(coreTextOf(withIssue)).toEqual({ text: 'Too many decimals' })
    expect(errorText(en, new errors.HttpRequestError(503))).toBe('HTTP status code: 503')
  })

  test('behavior: a tab words a key, an error by name, else the text', () => {
    expect(wordCoreText(en, { key: 'sessionNotSaved' })).toBe(
      'Your session could not be saved: it will not be restored after a reload.',
    )
    // A catalog's text wins over the English one that came along.
    const other = { ...en, errors: { ...en.errors, TimeoutError: 'Trop long' } }
    expect(
      wordCoreText(other, { text: 'The request took too long to respond.', error: 'TimeoutError' }),
    ).toBe('Trop long')
    expect(wordCoreText(other, { text: 'as is', error: 'toString' })).toBe('as is')
    expect(errorText(en, 'plain')).toBe('plain')
    expect(errorText(en, null)).toBe('Unknown error')
  })
})
