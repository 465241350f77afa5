import { defineChain } from 'viem'
import { optimism, sepolia, zksync } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { parseConfig, type WalletdockConfigInput } from './config.ts'
import { toPlainChain } from './plainChain.ts'

const devnetC = defineChain({
  id: 31339,
  name: 'Walletdock Devnet C',
  nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1', 'http://127.0.0.1:8547'] } },
  blockExplorers: { default: { name: 'Dockscan', url: 'https://dockscan.example' } },
})

describe('toPlainChain', () => {
  test('default: keeps id, name, currency, RPC URLs, explorers and testnet, and nothing else', () => {
    expect(toPlainChain(sepolia)).toEqual({
      id: 11155111,
      name: 'Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [...sepolia.rpcUrls.default.http] } },
      blockExplorers: {
        default: {
          name: 'Etherscan',
          url: 'https://sepolia.etherscan.io',
          apiUrl: 'https://api-sepolia.etherscan.io/api',
        },
      },
      testnet: true,
    })
  })

  test('behavior: a Chain with formatters and serializers (zkSync, OP Stack) survives a structured clone once plain', () => {
    expect(() => structuredClone(zksync)).toThrow()
    for (const chain of [zksync, optimism, devnetC]) {
      const plain = toPlainChain(chain)
      expect(structuredClone(plain)).toEqual(plain)
      expect(plain.id).toBe(chain.id)
      expect(plain.rpcUrls.default?.http).toEqual([...chain.rpcUrls.default.http])
    }
  })
})

test('types: a viem Chain is an entry of networks as the host types its options, and the core keeps its plain data', () => {
  const options: WalletdockConfigInput = { projectId: 'p', networks: ['eip155:1', optimism, devnetC] }
  expect(parseConfig(options).networks).toEqual(['eip155:1', toPlainChain(optimism), toPlainChain(devnetC)])
})
