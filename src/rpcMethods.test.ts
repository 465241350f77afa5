import { describe, expect, it } from 'vitest'
import { classifyMethod } from './rpcMethods.ts'

describe('classifyMethod', () => {
  it('behavior: read-only eip155 methods are safe', () => {
    expect(classifyMethod('eip155', 'eth_call')).toBe('safe')
    expect(classifyMethod('eip155', 'wallet_getAssets')).toBe('safe')
  })
  it('behavior: signing and sending need approval', () => {
    for (const m of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls']) {
      expect(classifyMethod('eip155', m)).toBe('unsafe')
    }
    expect(classifyMethod('solana', 'solana_signTransaction')).toBe('unsafe')
  })
  it('behavior: anything not listed is denied', () => {
    expect(classifyMethod('eip155', 'debug_traceTransaction')).toBe('denied')
    expect(classifyMethod('eip155', 'anvil_setBalance')).toBe('denied')
    expect(classifyMethod('cosmos', 'eth_call')).toBe('denied')
  })
})
