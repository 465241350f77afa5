import { describe, expect, test } from 'vitest'
import { parseConfig, type WalletdockConfigInput } from './config.ts'
import { ConfigError, ProjectIdNotConfiguredError } from './errorClasses.ts'
import { getErrorMessage } from './errorMessage.ts'

const issueOf = (input: unknown) => {
  try {
    parseConfig(input)
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError)
    return (e as ConfigError).details
  }
  throw new Error('expected parseConfig to throw')
}

const errorOf = (input: unknown): unknown => {
  try {
    parseConfig(input)
  } catch (e) {
    return e
  }
  throw new Error('expected parseConfig to throw')
}

describe('parseConfig', () => {
  test('default: a project id alone gives the documented defaults', () => {
    expect(parseConfig({ projectId: 'p1' })).toMatchObject({
      projectId: 'p1',
      networks: ['eip155:1'],
      themeMode: 'dark',
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      enableEmbedded: false,
      manualControl: false,
      confirmRequests: 'risky',
      basic: false,
      debug: false,
      allWallets: 'SHOW',
      sdkType: 'html-wagmi',
      sdkVersion: '4.2.2',
    })
  })

  test("bad input config: a missing or empty project id fails with 'A project id is required'", () => {
    expect(issueOf({})).toBe('A project id is required')
    expect(issueOf({ projectId: '  ' })).toBe('A project id is required')
    expect(issueOf(undefined)).toBe('The configuration must be an object')
  })

  test('behavior: the error names the configuration as invalid and shows its first issue', () => {
    const error = errorOf({ projectId: 'p', networks: [] })
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).shortMessage).toBe('Invalid configuration')
    expect(getErrorMessage(error)).toBe('At least one network is required')
  })

  test("behavior: a missing project id is the 'not configured' alert (spec part 5), not the generic text", () => {
    for (const input of [{}, { projectId: '' }, { projectId: '  ' }]) {
      const error = errorOf(input)
      expect(error).toBeInstanceOf(ProjectIdNotConfiguredError)
      expect((error as ConfigError).name).toBe('ProjectIdNotConfiguredError')
      expect(getErrorMessage(error)).toBe('Project ID not configured')
      expect((error as ConfigError).metaMessages).toEqual(['Path: projectId'])
    }
    // A misspelt key is the cause to name, even though it leaves the project id missing too.
    expect(errorOf({ projectid: 'p' })).not.toBeInstanceOf(ProjectIdNotConfiguredError)
  })

  test('bad input config: networks must be CAIP ids, at least one, each known or given custom RPC URLs', () => {
    expect(issueOf({ projectId: 'p', networks: [] })).toBe('At least one network is required')
    expect(issueOf({ projectId: 'p', networks: ['mainnet'] })).toBe('Invalid CAIP network id: "mainnet"')
    expect(issueOf({ projectId: 'p', networks: ['cosmos:cosmoshub-4'] })).toBe(
      'Unknown network cosmos:cosmoshub-4: add customRpcUrls for it',
    )
    expect(issueOf({ projectId: 'p', networks: ['eip155:1', 'eip155:1'] })).toBe(
      'eip155:1 is listed twice in networks',
    )
    // An EVM id may be in viem's chain table, which the core checks when it starts (worker/networks/loadNetworks.ts).
    const ok = parseConfig({ projectId: 'p', networks: ['eip155:10', 'eip155:31337'] })
    expect(ok.networks).toEqual(['eip155:10', 'eip155:31337'])
  })

  test('behavior: a network may be a viem Chain as plain data, checked field by field', () => {
    const chain = {
      id: 31339,
      name: 'Walletdock Devnet C',
      nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
    }
    expect(parseConfig({ projectId: 'p', networks: ['eip155:1', chain] }).networks).toEqual([
      'eip155:1',
      chain,
    ])
    expect(
      issueOf({ projectId: 'p', networks: [{ ...chain, rpcUrls: { default: { http: ['ftp://x'] } } }] }),
    ).toBe('Must be an http:// or https:// URL')
    expect(issueOf({ projectId: 'p', networks: [{ ...chain, rpcUrls: {} }] })).toBe(
      'A viem Chain in networks needs id, name, nativeCurrency and rpcUrls.default',
    )
    expect(issueOf({ projectId: 'p', networks: [42] })).toBe(
      'A network must be a CAIP network id or a viem Chain',
    )
    expect(issueOf({ projectId: 'p', networks: [chain, 'eip155:31339'] })).toBe(
      'eip155:31339 is listed twice in networks',
    )
    expect(
      parseConfig({ projectId: 'p', networks: ['eip155:1', chain], defaultNetwork: 'eip155:31339' })
        .defaultNetwork,
    ).toBe('eip155:31339')
  })

  test('behavior: the default network must be one of the networks', () => {
    expect(issueOf({ projectId: 'p', networks: ['eip155:1'], defaultNetwork: 'eip155:137' })).toBe(
      'The default network eip155:137 is not one of networks',
    )
    expect(
      parseConfig({ projectId: 'p', networks: ['eip155:1', 'eip155:137'], defaultNetwork: 'eip155:137' })
        .defaultNetwork,
    ).toBe('eip155:137')
  })

  test('bad input config: RPC and link URLs must be http(s)', () => {
    expect(issueOf({ projectId: 'p', customRpcUrls: { 'eip155:1': ['ftp://x'] } })).toBe(
      'Must be an http:// or https:// URL',
    )
    expect(issueOf({ projectId: 'p', termsConditionsUrl: 'javascript:alert(1)' })).toBe(
      'Must be an http:// or https:// URL',
    )
  })

  test('behavior: siweConfig and siwx cannot both be set', () => {
    expect(issueOf({ projectId: 'p', siweConfig: {}, siwx: {} })).toBe(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    // As the core gets it: the callbacks stayed in the tab; the defaults fill the rest.
    expect(parseConfig({ projectId: 'p', siwx: { statement: 'Welcome' } }).siwx).toEqual({
      statement: 'Welcome',
      required: true,
      expiresIn: 86_400,
    })
  })

  test('bad input config: siwx options are checked', () => {
    expect(issueOf({ projectId: 'p', siwx: { statement: 'two\nlines' } })).toBe(
      'siwx.statement must be one line',
    )
    expect(() => parseConfig({ projectId: 'p', siwx: { expiresIn: 5 } })).toThrow(ConfigError)
    expect(() => parseConfig({ projectId: 'p', siwx: { getNonce: 'not a function' } })).toThrow(ConfigError)
    expect(() => parseConfig({ projectId: 'p', siwx: { domian: 'x' } })).toThrow(ConfigError)
  })

  test('bad input config: enumerated options reject unknown values', () => {
    expect(() => parseConfig({ projectId: 'p', themeMode: 'blue' })).toThrow(ConfigError)
    expect(() => parseConfig({ projectId: 'p', allWallets: 'SOMETIMES' })).toThrow(ConfigError)
    expect(() => parseConfig({ projectId: 'p', confirmRequests: 'never' })).toThrow(
      "confirmRequests must be 'risky' or 'all'",
    )
    expect(parseConfig({ projectId: 'p', confirmRequests: 'all' }).confirmRequests).toBe('all')
    expect(() => parseConfig({ projectId: 'p', connectMethodsOrder: ['wallet', 'fax'] })).toThrow(ConfigError)
    expect(() => parseConfig({ projectId: 'p', features: { socials: ['myspace'] } })).toThrow(ConfigError)
  })

  test('behavior: locale speaks a catalog we have; another language tag falls back, anything else is refused', () => {
    expect(parseConfig({ projectId: 'p', locale: 'en' }).locale).toBe('en')
    expect(parseConfig({ projectId: 'p', locale: 'en-GB' }).locale).toBe('en')
    expect(parseConfig({ projectId: 'p', locale: 'EN-us' }).locale).toBe('en')
    expect(parseConfig({ projectId: 'p', locale: 'fr-FR' }).locale).toBe('fr')
    expect(parseConfig({ projectId: 'p', locale: 'pt' }).locale).toBe('pt-BR')
    expect(parseConfig({ projectId: 'p', locale: 'zh-Hans-CN' }).locale).toBe('zh-CN')
    expect(parseConfig({ projectId: 'p', locale: 'AR-eg' }).locale).toBe('ar')
    // No catalog for Swahili: English rather than a modal that does not start.
    expect(parseConfig({ projectId: 'p', locale: 'sw' }).locale).toBe('en')
    // None set: each tab speaks its browser's language (pickLocale).
    expect(parseConfig({ projectId: 'p' }).locale).toBeUndefined()
    expect(issueOf({ projectId: 'p', locale: 'english please' })).toBe(
      'locale must be a language tag such as en or pt-BR',
    )
    expect(issueOf({ projectId: 'p', locale: 7 })).toBe('locale must be a language tag such as en or pt-BR')
    expect(issueOf({ projectId: 'p', locale: '' })).toBe('locale must be a language tag such as en or pt-BR')
  })

  test('behavior: an unknown or misspelt option is refused by name, with the option it most likely meant', () => {
    // The typo is the cause, not the missing projectId it leaves behind.
    expect(issueOf({ projectid: 'p' })).toBe('Unknown option "projectid" (did you mean "projectId"?)')
    expect(issueOf({ projectId: 'p', network: ['eip155:1'] })).toBe(
      'Unknown option "network" (did you mean "networks"?)',
    )
    expect(issueOf({ projectId: 'p', colour: 'red' })).toBe('Unknown option "colour"')
    expect(issueOf({ projectId: 'p', serviceUrls: { blockchainAPI: 'http://127.0.0.1:1' } })).toBe(
      'Unknown option "serviceUrls.blockchainAPI" (did you mean "blockchainApi"?)',
    )
    expect(issueOf({ projectId: 'p', features: { emails: true } })).toBe(
      'Unknown option "features.emails" (did you mean "email"?)',
    )
    expect(issueOf({ projectId: 'p', customWallets: [{ id: 'a', name: 'A', mobileLink: 'a://' }] })).toBe(
      'Unknown option "customWallets.0.mobileLink" (did you mean "mobile_link"?)',
    )
    const error = (() => {
      try {
        parseConfig({ projectId: 'p', themeMdoe: 'light' })
      } catch (e) {
        return e
      }
    })()
    expect(error).toMatchObject({ name: 'ConfigError', shortMessage: 'Invalid configuration' })
    expect((error as ConfigError).metaMessages).toEqual(['Path: themeMdoe'])
  })

  test('behavior: the options type a host writes is the schema input, so a misspelt key does not compile', () => {
    const ok: WalletdockConfigInput = { projectId: 'p', themeMode: 'light', serviceUrls: { relay: 'ws://x' } }
    // @ts-expect-error a misspelt option is a type error in the host's editor too
    const misspelt: WalletdockConfigInput = { projectId: 'p', themeMdoe: 'light' }
    expect(() => parseConfig(ok)).not.toThrow()
    expect(() => parseConfig(misspelt)).toThrow('Unknown option "themeMdoe" (did you mean "themeMode"?)')
  })

  test('behavior: a full configuration is kept', () => {
    const config = parseConfig({
      projectId: 'p',
      metadata: { name: 'Demo', description: 'd', url: 'http://localhost:5173', icons: [] },
      themeVariables: { '--wd-accent': '#47a1ff', '--wd-z-index': 1000 },
      features: { email: false, socials: ['google', 'farcaster'] },
      walletFeaturesOrder: ['send', 'receive'],
      customWallets: [{ id: 'mine', name: 'Mine', mobile_link: 'mine://' }],
      serviceUrls: { blockchainApi: 'http://127.0.0.1:9000', relay: 'ws://127.0.0.1:9001' },
    })
    expect(config.features.socials).toEqual(['google', 'farcaster'])
    expect(config.serviceUrls.relay).toBe('ws://127.0.0.1:9001')
  })
})
