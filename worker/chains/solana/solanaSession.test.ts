import { expect, test } from 'vitest'
import { solanaSession } from './solanaSession.ts'

const KEY = 'BfANtiykfLWvjnEuXwzynCTatey9GoAXfE9haRU2qKL6'

test('default: the session answers its accounts itself as [{ pubkey }]; signing goes to the wallet', () => {
  const state = { addresses: [KEY], chainReference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }
  expect(solanaSession.answer('solana_getAccounts', state)).toEqual({ reply: [{ pubkey: KEY }] })
  expect(solanaSession.answer('solana_requestAccounts', state)).toEqual({ reply: [{ pubkey: KEY }] })
  expect(solanaSession.answer('solana_signMessage', state)).toBeUndefined()
})

test('bad input host-requests: params are checked before they cross the relay', () => {
  expect(solanaSession.checkParams?.('solana_signTransaction', { transaction: 'AQID' })).toEqual({
    transaction: 'AQID',
  })
  expect(() =>
    solanaSession.checkParams?.('solana_signMessage', { message: 'aGk=', pubkey: 'nope' }),
  ).toThrow(expect.objectContaining({ name: 'InvalidRequestParamsError' }))
  expect(() => solanaSession.checkParams?.('solana_signAllTransactions', [])).toThrow(
    expect.objectContaining({ name: 'InvalidRequestParamsError' }),
  )
})

test('bad input wallet-replies: a malformed signature is refused before anyone sees it', () => {
  expect(() => solanaSession.checkReply?.('solana_signMessage', { signature: 'not base58!' })).toThrow(
    expect.objectContaining({ name: 'InvalidWalletReplyError' }),
  )
})
