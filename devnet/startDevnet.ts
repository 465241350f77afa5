import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type AnvilHandle, createAnvil } from './anvil.ts'
import { DEVNET_CHAINS, DEVNET_CONTROL_PORT, type DevnetChain } from './chains.ts'
import { deployDevTokens } from './contracts/devTokens.ts'
import { type ControlServer, startControlServer } from './control.ts'
import { createDataApi, DATA_API_PORT, type DataApi } from './dataApi/createDataApi.ts'

export type StartDevnetParameters = {
  /** Where chains keep their state between stop and start. Default: `.devnet-state/` in the project root. */
  stateDir?: string | undefined
  /** Keep the state of an earlier run instead of starting from genesis. */
  keepState?: boolean | undefined
  /** Overrides the chain table, e.g. to run on other ports beside a running devnet. */
  chains?: readonly DevnetChain[] | undefined
  controlPort?: number | undefined
  /** Port of the blockchain data API (default 8550). */
  dataApiPort?: number | undefined
}

export type Devnet = {
  chains: AnvilHandle[]
  control: ControlServer
  /** The blockchain data API over the chains (the control server stops and starts it as `data-api`). */
  dataApi: DataApi
  /** Stops the control server and every chain (by PID). */
  stop(): Promise<void>
}

/** The default state directory (gitignored). */
export const DEFAULT_STATE_DIR = fileURLToPath(new URL('../.devnet-state/', import.meta.url))

/** Starts every devnet chain and the control server; if one fails, stops what already started. */
export async function startDevnet({
  stateDir = DEFAULT_STATE_DIR,
  keepState = false,
  chains = DEVNET_CHAINS,
  controlPort = DEVNET_CONTROL_PORT,
  dataApiPort = DATA_API_PORT,
}: StartDevnetParameters = {}): Promise<Devnet> {
  const stateFile = (chain: DevnetChain) => join(stateDir, `anvil-${chain.chainId}.json`)
  if (!keepState) await Promise.all(chains.map((chain) => rm(stateFile(chain), { force: true })))
  const handles = chains.map((chain) =>
    createAnvil({ chainId: chain.chainId, port: chain.port, stateFile: stateFile(chain) }),
  )
  let control: ControlServer | undefined
  const dataApi = createDataApi({ chains: handles, port: dataApiPort })
  const stopChains = () =>
    Promise.all([dataApi.stop(), ...handles.map((handle) => handle.stop())]).then(() => undefined)
  try {
    const started = await Promise.allSettled(handles.map((handle) => handle.start()))
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    // Tokens first, so the data API's first answers already include them.
    await Promise.all(handles.map((handle) => deployDevTokens(handle.rpcUrl)))
    await dataApi.start()
    control = await startControlServer({
      chains: handles,
      services: { 'data-api': dataApi },
      port: controlPort,
    })
  } catch (error) {
    await stopChains()
    throw error
  }
  const server = control
  return {
    chains: handles,
    control: server,
    dataApi,
    stop: async () => {
      await server.close()
      await stopChains()
    },
  }
}
