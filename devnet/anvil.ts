import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { getAnvilBinary } from './anvilBinary.ts'
import { assertPortFree } from './ports.ts'
import { waitForChainId } from './waitForChainId.ts'

export type StartAnvilParameters = {
  chainId: number
  port: number
  /** With a file, the chain is loaded from it on start and written to it on stop (`anvil --state`). */
  stateFile?: string | undefined
  host?: string | undefined
}

/** A running (or stopped) anvil chain that can be stopped and started again with the same state. */
export type AnvilHandle = {
  readonly chainId: number
  readonly port: number
  readonly rpcUrl: string
  readonly running: boolean
  /** Spawns anvil (no-op when running) and resolves once it answers `eth_chainId`. */
  start(): Promise<void>
  /** Stops anvil by PID and resolves after it exited, which is after it wrote its state file. */
  stop(): Promise<void>
}

const STOP_TIMEOUT_MS = 10_000

/** Starts anvil on a strict port and resolves once it answers. */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilHandle> {
  const handle = createAnvil(parameters)
  await handle.start()
  return handle
}

/** An anvil handle that is not started yet. */
export function createAnvil({
  chainId,
  port,
  stateFile,
  host = '127.0.0.1',
}: StartAnvilParameters): AnvilHandle {
  const rpcUrl = `http://${host}:${port}`
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()
  let stderr = ''
  // start/stop called concurrently (e.g. two control requests) must not interleave.
  let queue: Promise<unknown> = Promise.resolve()
  const serialize = (task: () => Promise<void>): Promise<void> => {
    const next = queue.then(task, task)
    queue = next.catch(() => undefined)
    return next
  }
  const isRunning = () => child !== undefined && child.exitCode === null && child.signalCode === null

  async function spawnAnvil(): Promise<void> {
    if (isRunning()) return
    await assertPortFree(port, host, `anvil for chain ${chainId}`)
    if (stateFile) await mkdir(dirname(stateFile), { recursive: true })
    const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--silent']
    if (stateFile) args.push('--state', stateFile)
    const proc = spawn(getAnvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
    child = proc
    stderr = ''
    proc.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000)
    })
    // If this process exits first, SIGTERM still lets anvil write its state instead of leaking the port.
    const killOnExit = () => proc.kill('SIGTERM')
    process.on('exit', killOnExit)
    exited = new Promise((resolve) => {
      proc.once('exit', () => {
        process.off('exit', killOnExit)
        resolve()
      })
      proc.once('error', () => resolve())
    })
    try {
      await waitForChainId({ rpcUrl, chainId, exited })
    } catch (error) {
      proc.kill('SIGKILL')
      await exited
      const detail = stderr.trim() ? ` anvil said: ${stderr.trim()}` : ''
      throw new Error(
        `anvil for chain ${chainId} on port ${port} did not start: ${(error as Error).message}${detail}`,
      )
    }
  }

  async function stopAnvil(): Promise<void> {
    const proc = child
    if (!proc || !isRunning()) return
    proc.kill('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS)
      }),
    ])
    clearTimeout(timer)
    if (timedOut) {
      proc.kill('SIGKILL')
      await exited
      throw new Error(
        `anvil for chain ${chainId} did not exit within ${STOP_TIMEOUT_MS} ms; killed, state not saved.`,
      )
    }
  }

  return {
    chainId,
    port,
    rpcUrl,
    get running() {
      return isRunning()
    },
    start: () => serialize(spawnAnvil),
    stop: () => serialize(stopAnvil),
  }
}
