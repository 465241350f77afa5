import { describe, expect, test } from 'vitest'
import { explorerTxUrl } from './explorerLink.ts'
import { getNetwork } from './networks.ts'

describe('explorerTxUrl', () => {
  test('default: the transaction page on the network’s first explorer', () => {
    expect(explorerTxUrl(getNetwork('eip155:1'), '0xabc')).toBe('https://etherscan.io/tx/0xabc')
    expect(explorerTxUrl({ blockExplorerUrls: ['https://scan.example/base/'] }, '0x1')).toBe(
      'https://scan.example/base/tx/0x1',
    )
  })

  test('behavior: the explorer’s query stays (Solana clusters)', () => {
    expect(explorerTxUrl({ blockExplorerUrls: ['https://explorer.solana.com?cluster=devnet'] }, '5sig')).toBe(
      'https://explorer.solana.com/tx/5sig?cluster=devnet',
    )
  })

  test('bad input: no explorer, no hash, or a URL that is not http(s) gives no link', () => {
    expect(explorerTxUrl({ blockExplorerUrls: [] }, '0x1')).toBeUndefined()
    expect(explorerTxUrl(undefined, '0x1')).toBeUndefined()
    expect(explorerTxUrl({ blockExplorerUrls: ['https://etherscan.io'] }, '')).toBeUndefined()
    expect(explorerTxUrl({ blockExplorerUrls: ['javascript:alert(1)'] }, '0x1')).toBeUndefined()
    expect(explorerTxUrl({ blockExplorerUrls: ['not a url'] }, '0x1')).toBeUndefined()
  })
})
