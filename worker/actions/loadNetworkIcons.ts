import { type Core, updateState } from '../core.ts'

export type LoadNetworkIconsParameters = Record<string, never>

export type LoadNetworkIconsReturnType = undefined

/** Never thrown: a network without a known icon keeps its letter. */
export type LoadNetworkIconsErrorType = never

const loading = new WeakMap<Core, Promise<void>>()

/**
 * Adds the icons of well-known networks to the state, once per core: asked for by a tab about to show networks
 * (the Networks list, SwitchNetwork, SwitchActiveChain), so a core started for a first open fetches neither
 * the icon table nor an icon; letters show until they arrive. Their table is a chunk of its own.
 */
export async function loadNetworkIcons(
  core: Core,
  _params: LoadNetworkIconsParameters = {},
): Promise<LoadNetworkIconsReturnType> {
  await core.ready
  let loaded = loading.get(core)
  if (!loaded) {
    loaded = addIcons(core)
    loading.set(core, loaded)
  }
  await loaded
}

async function addIcons(core: Core): Promise<void> {
  const { networks } = core.store.getState()
  const { withNetworkIcons } = await import('../networks/networkIcons.ts')
  const iconed = await withNetworkIcons(networks)
  const images = new Map(iconed.map((n) => [n.caipNetworkId, n.assets.imageUrl]))
  if (iconed.every((n, i) => n === networks[i])) return
  const current = core.store.getState().networks
  const withImages = current.map((n) => {
    const imageUrl = images.get(n.caipNetworkId)
    return n.assets.imageUrl || !imageUrl ? n : { ...n, assets: { ...n.assets, imageUrl } }
  })
  updateState(core, { networks: withImages }, { fromSync: true })
}
