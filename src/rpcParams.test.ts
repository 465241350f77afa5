import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertValidParams } from './rpcParams.ts'
import { PREFLIGHT_COMMITMENTS } from './solana.ts'

const call = (to: unknown, data?: unknown) => [
  { version: '2.0.0', calls: [data === undefined ? { to } : { to, data }] },
]

describe('assertValidParams', () => {
  it("default: wallet_sendCalls with 'to' and data starting 0x passes", () => {
    expect(() => assertValidParams('wallet_sendCalls', call('0xabc', '0x'))).not.toThrow()
    expect(() => assertValidParams('wallet_sendCalls', call('0xabc'))).not.toThrow()
  })

  it("behavior: a 'to' or data without 0x is refused with a clear reason", () => {
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

  describe('solana_signAndSendTransaction', () => {
    const send = (sendOptions?: unknown) =>
      assertValidParams('solana_signAndSendTransaction', {
        transaction: 'AQID',
        ...(sendOptions === undefined ? {} : { sendOptions }),
      })

    it('default: every preflight commitment the spec lists passes, and so does none', () => {
      expect(PREFLIGHT_COMMITMENTS).toEqual([
        'processed',
        'confirmed',
        'finalized',
        'recent',
        'single',
        'singleGossip',
        'root',
        'max',
      ])
      for (const preflightCommitment of PREFLIGHT_COMMITMENTS)
        expect(() => send({ preflightCommitment })).not.toThrow()
      expect(() => send()).not.toThrow()
      expect(() => send({ skipPreflight: true })).not.toThrow()
    })

    it('behavior: any other preflight commitment is refused with the list of allowed ones', () => {
      const refused = expect.objectContaining({
        name: 'InvalidRequestParamsError',
        shortMessage: 'Invalid request parameters',
        details:
          'solana_signAndSendTransaction: The preflight commitment must be one of processed, confirmed, ' +
          'finalized, recent, single, singleGossip, root, max',
      })
      for (const bad of ['bogus', 'Confirmed', '', 3, null])
        expect(() => send({ preflightCommitment: bad })).toThrow(refused)
    })

    it('behavior: a transaction that is not base64 is refused', () => {
      expect(() =>
        assertValidParams('solana_signAndSendTransaction', { transaction: 'not base64!' }),
      ).toThrow(expect.objectContaining({ details: 'solana_signAndSendTransaction: not base64' }))
      expect(() => assertValidParams('solana_signAndSendTransaction', undefined)).toThrow(
        /Invalid request parameters/,
      )
    })
  })
})
