import { describe, expect, it } from 'vitest'
import { classifyMethod, isConsentMethod, isRequestAccountsMethod, UNSAFE_METHODS } from './rpcMethods.ts'

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
    // eth_sign signs an arbitrary hash: a person cannot tell what it authorises, so it is refused outright.
    expect(classifyMethod('eip155', 'eth_sign')).toBe('denied')
    expect(isConsentMethod('eth_sign')).toBe(false)
    expect(classifyMethod('cosmos', 'eth_call')).toBe('denied')
  })
  it('behavior: signing paths around the decoder are refused; broadcasting an already signed transaction is not', () => {
    // eth_signTransaction hands the site a signed transaction to send later, and the older typed-data versions
    // would be signed without the v4 decoding: none of them reaches the wallet.
    for (const m of [
      'eth_signTransaction',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'ETH_SENDTRANSACTION',
    ])
      expect(classifyMethod('eip155', m), m).toBe('denied')
    // A raw transaction is signed already (the wallet asked for it then): sending it spends nothing new.
    expect(classifyMethod('eip155', 'eth_sendRawTransaction')).toBe('safe')
    expect(isConsentMethod('eth_signTransaction')).toBe(false)
  })
})

describe('isConsentMethod', () => {
  it('behavior: every unsafe method of every namespace waits the consent time', () => {
    const unsafe = Object.values(UNSAFE_METHODS).flat()
    expect(unsafe.length).toBeGreaterThan(10)
    for (const method of unsafe) expect(isConsentMethod(method), method).toBe(true)
  })
  it('behavior: the methods a wallet prompts for outside signing wait too', () => {
    for (const method of ['eth_requestAccounts', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'])
      expect(isConsentMethod(method)).toBe(true)
    expect(isConsentMethod('solana_requestAccounts')).toBe(true)
    // Those the old hand-kept list missed.
    for (const method of ['wallet_grantPermissions', 'eth_sendUserOperation', 'solana_signAllTransactions'])
      expect(isConsentMethod(method)).toBe(true)
  })
  it('behavior: reads and account lookups take the ordinary call time', () => {
    for (const method of ['eth_accounts', 'eth_chainId', 'solana_getAccounts', 'wallet_getCapabilities'])
      expect(isConsentMethod(method)).toBe(false)
  })
})

describe('isRequestAccountsMethod', () => {
  it("behavior: each namespace's own account request, an account method that prompts", () => {
    expect(isRequestAccountsMethod('eip155', 'eth_requestAccounts')).toBe(true)
    expect(isRequestAccountsMethod('solana', 'solana_requestAccounts')).toBe(true)
    expect(isRequestAccountsMethod('solana', 'eth_requestAccounts')).toBe(false)
    expect(isRequestAccountsMethod('eip155', 'eth_accounts')).toBe(false)
    expect(isRequestAccountsMethod('cosmos', 'eth_requestAccounts')).toBe(false)
    for (const method of ['eth_requestAccounts', 'solana_requestAccounts']) {
      expect(isConsentMethod(method)).toBe(true)
      expect(classifyMethod(method.startsWith('eth') ? 'eip155' : 'solana', method)).toBe('account')
    }
  })
})
