import { optimism, zksync } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { parseConfig } from '../src/config.ts'
import { toPlainChain } from '../src/plainChain.ts'
import { postableOptions } from './postableOptions.ts'

describe('postableOptions', () => {
  test('behavior: functions stay behind at any depth; the rest is copied and can be posted', () => {
    const siwx = { verify: async () => true, domain: 'example.com', nested: { getNonce: () => 'n', ttl: 60 } }
    const options = { projectId: 'p', networks: ['eip155:1', () => 'x'], siwx, onOpen: () => undefined }
    const postable = postableOptions(options)
    expect(postable).toEqual({
      projectId: 'p',
      networks: ['eip155:1'],
      siwx: { domain: 'example.com', nested: { ttl: 60 } },
    })
    expect(() => structuredClone(postable)).not.toThrow()
    expect(() => structuredClone(options)).toThrow()
    // The host's own object keeps its callbacks.
    expect(typeof options.siwx.verify).toBe('function')
  })

  test('default: values that are not plain objects or arrays are kept as they are', () => {
    const date = new Date(0)
    expect(postableOptions(date)).toBe(date)
    expect(postableOptions('x')).toBe('x')
    expect(postableOptions(null)).toBeNull()
    expect(postableOptions(undefined)).toBeUndefined()
  })

  test('behavior: a viem Chain with formatters and serializers (zkSync, OP Stack) posts, and the core keeps its plain data', () => {
    const options = { projectId: 'p', networks: ['eip155:1', optimism, zksync], themeMode: 'light' }
    expect(() => structuredClone(options)).toThrow()
    const posted = structuredClone(postableOptions(options))
    expect(parseConfig(posted).networks).toEqual(['eip155:1', toPlainChain(optimism), toPlainChain(zksync)])
  })
})
