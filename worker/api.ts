import { parseConfig, type WalletdockConfig } from '../src/config.ts'
import { configDifference } from '../src/configDifference.ts'
import { InvalidIntentParametersError, TabNotAttachedError } from '../src/errors.ts'
import { tabHelloSchema } from '../src/intentSchemas.ts'
import { DEVELOPER_WARNINGS } from '../src/messages/developerWarnings.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { PageBridge } from '../src/types.ts'
import { announceProviders } from './actions/announceProviders.ts'
import { attachTab } from './actions/attachTab.ts'
import { type Core, createCore } from './createCore.ts'
import type { CoreDeps } from './deps.ts'
import { intentDeadlines } from './intents.ts'
import { invokeIntent } from './invokeIntent.ts'

/** What a tab gets back when it attaches. */
export type Attachment = {
  /** The id the core gave this tab (requests on the transaction stack name it). */
  tabId: string
  snapshot: Snapshot
  /** How long the tab waits for each intent, in milliseconds. */
  deadlines: Record<string, number>
  /** The configuration in force: the first tab's, validated, with defaults filled in. */
  config: WalletdockConfig
  /** Set when this tab asked for another configuration than the one in force (src/configDifference.ts). */
  configNotice?: ConfigNotice | undefined
}

/** What a tab tells about a configuration that differs: one console warning, and a notice for the person. */
export type ConfigNotice = {
  /** The developer's console warning, naming the options that differ. */
  warning: string
  /** Whether the modal shows the person the configDiffers notice. */
  personFacing: boolean
}

/** What one port (one tab) may call on the core: attach once, then intents by name. */
export type PortApi = {
  attach(
    hello: unknown,
    config: unknown,
    onSnapshot: (snapshot: Snapshot) => void,
    bridge: PageBridge,
  ): Promise<Attachment>
  /** Runs an intent of worker/intents.ts for this port's tab. */
  invoke(name: string, params?: unknown): Promise<unknown>
}

/** The core of a site, made by the first tab that attaches; every port gets its own API bound to its tab. */
export type CoreHost = {
  connectPort(): PortApi
  getCore(): Core | undefined
}

/**
 * Creates the site's core host. The core is made from the first tab's configuration; every later tab
 * shares it. Each port is bound to the tab that attached through it, so a caller never names a tab id:
 * it cannot act for, decide for, or evict another tab.
 */
export function createCoreHost(deps: Omit<CoreDeps, 'config'>): CoreHost {
  let core: Core | undefined
  const lockNames = new Set<string>()
  return {
    getCore: () => core,
    connectPort() {
      let tabId: string | undefined
      let lockName: string | undefined
      const release = () => {
        if (lockName) lockNames.delete(lockName)
        tabId = undefined
        lockName = undefined
      }
      return {
        async attach(hello, config, onSnapshot, bridge) {
          if (tabId) throw new TabNotAttachedError('This port is attached already')
          const parsed = tabHelloSchema.safeParse(hello)
          if (!parsed.success)
            throw new InvalidIntentParametersError('attach', parsed.error.issues[0]?.message ?? 'invalid', {
              cause: parsed.error,
            })
          const { providers, ...info } = parsed.data
          if (lockNames.has(info.lockName)) throw new TabNotAttachedError('Another tab holds this lock name')
          // Every tab's options are checked, not only the first tab's: a later tab with a typo hears of it too.
          const asked = parseConfig(config)
          core ??= createCore({ ...deps, config: asked })
          const started = core
          const differs = configDifference(core.config, asked)
          const configNotice = differs && {
            warning: DEVELOPER_WARNINGS.configDiffers(differs.options),
            personFacing: differs.personFacing,
          }
          const id = crypto.randomUUID()
          tabId = id
          lockName = info.lockName
          lockNames.add(lockName)
          try {
            const snapshot = await attachTab(core, {
              info: { tabId: id, ...info },
              onSnapshot,
              bridge,
              onDetach: release,
            })
            // The wallets the tab found before attaching: a stored connection is confirmed with them now (its
            // snapshot follows), not after the tab's announceProviders, one round trip later.
            if (providers) void announceProviders(core, { tabId: id, providers }).catch(() => undefined)
            return { tabId: id, snapshot, deadlines: intentDeadlines(), config: core.config, configNotice }
          } catch (error) {
            release()
            // A configuration the core refused while starting (a network nothing describes) leaves no core
            // behind: a later tab with a valid one starts a fresh core.
            if (core === started && (error as { name?: unknown })?.name === 'ConfigError') core = undefined
            throw error
          }
        },
        async invoke(name, params) {
          const current = core
          if (!tabId || !current) throw new TabNotAttachedError('Attach before calling the core')
          // detach unbinds the port through the tab's onDetach (release), once its parameters have passed.
          return invokeIntent(current, { name, params, context: { tabId } })
        },
      }
    },
  }
}
