import fc from 'fast-check'
import { describe, expect, it, test } from 'vitest'
import { assertValidParams } from './rpcParams.ts'
import { PREFLIGHT_COMMITMENTS } from './solanaChains.ts'

const call = (to: unknown, data?: unknown) => [
  { version: '2.0.0', calls: [data === undefined ? { to } : { to, data }] },
]

describe('assertValidParams', () => {
  it("default: wallet_sendCalls with 'to' and data starting 0x passes", () => {
    expect(() => assertValidParams('wallet_sendCalls', call('0xabc', '0x'))).not.toThrow()
    expect(() => assertValidParams('wallet_sendCalls', call('0xabc'))).not.toThrow()
  })

  it('bad input host-requests: wallet_sendCalls with more than 32 calls is refused before anyone is asked', () => {
    const calls = (n: number) => [
      { version: '2.0.0', calls: Array.from({ length: n }, () => ({ to: '0xabc' })) },
    ]
    expect(() => assertValidParams('wallet_sendCalls', calls(32))).not.toThrow()
    expect(() => assertValidParams('wallet_sendCalls', calls(33))).toThrow(
      expect.objectContaining({
        name: 'InvalidRequestParamsError',
        details: 'wallet_sendCalls: At most 32 calls are allowed',
      }),
    )
  })

  it("bad input host-requests: a 'to' or data without 0x is refused with a clear reason", () => {
    expect(() => assertValidParams('wallet_sendCalls', call('abc'))).toThrow(
      expect.objectContaining({
        name: 'InvalidRequestParamsError',
        details: "wallet_sendCalls: 'to' must start with 0x",
      }),
    )
    expect(() => assertValidParams('wallet_sendCalls', call('0xabc', 'ff'))).toThrow(
      expect.objectContaining({ details: "wallet_sendCalls: 'data' must start with 0x" }),
    )
    expect(() => assertValidParams('wallet_sendCalls', [{ calls: [] }])).toThrow(/Invalid request parameters/)
  })

  it('behavior: methods without a rule are not checked here', () => {
    expect(() => assertValidParams('eth_call', 'anything')).not.toThrow()
  })

  it("property: passes exactly when every 'to' starts with 0x", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (tos) => {
        const params = [{ calls: tos.map((to) => ({ to })) }]
        const ok = tos.every((to) => to.startsWith('0x'))
        if (ok) expect(() => assertValidParams('wallet_sendCalls', params)).not.toThrow()
        else expect(() => assertValidParams('wallet_sendCalls', params)).toThrow()
      }),
    )
  })
})

describe('solana params', () => {
  const transaction = 'AQID'
  test('default: every preflight commitment of the spec passes', () => {
    for (const preflightCommitment of PREFLIGHT_COMMITMENTS)
      expect(() =>
        assertValidParams('solana_signAndSendTransaction', {
          transaction,
          sendOptions: { preflightCommitment },
        }),
      ).not.toThrow()
  })

  test('behavior: another preflight commitment is refused with the list of allowed ones', () => {
    expect(() =>
      assertValidParams('solana_signAndSendTransaction', {
        transaction,
        sendOptions: { preflightCommitment: 'bogus' },
      }),
    ).toThrow(
      expect.objectContaining({
        name: 'InvalidRequestParamsError',
        details: expect.stringContaining(
          'one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
        ),
      }),
    )
  })

  test('behavior: a transaction that is not base64 and a message without a Solana pubkey are refused', () => {
    expect(() => assertValidParams('solana_signTransaction', { transaction: 'not base64!' })).toThrow(
      expect.objectContaining({ details: 'solana_signTransaction: not base64' }),
    )
    expect(() => assertValidParams('solana_signMessage', { message: 'abc', pubkey: '0xdead' })).toThrow(
      expect.objectContaining({ details: 'solana_signMessage: not a Solana address' }),
    )
  })
})
