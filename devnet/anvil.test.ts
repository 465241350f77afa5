import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from './anvil.ts'
import { getFreePort } from './ports.ts'

let stateDir: string
const handles: AnvilHandle[] = []

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'walletdock-anvil-'))
})

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.stop()))
  await rm(stateDir, { recursive: true, force: true })
})

test('default: answers eth_chainId and keeps a balance change across stop and start', async () => {
  const port = await getFreePort()
  const anvil = await startAnvil({ chainId: 31337, port, stateFile: join(stateDir, 'a.json') })
  handles.push(anvil)
  expect(anvil.running).toBe(true)
  expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${port}`)

  const transport = http(anvil.rpcUrl)
  const client = createPublicClient({ chain: foundry, transport, pollingInterval: 50 })
  expect(await client.getChainId()).toBe(31337)
  const account = mnemonicToAccount('test test test test test test test test test test test junk')
  const recipient = '0x000000000000000000000000000000000000dEaD'
  const hash = await createWalletClient({ account, chain: foundry, transport }).sendTransaction({
    to: recipient,
    value: parseEther('1.5'),
  })
  await client.waitForTransactionReceipt({ hash })

  await anvil.stop()
  expect(anvil.running).toBe(false)
  await expect(client.getChainId()).rejects.toThrow()

  await anvil.start()
  expect(anvil.running).toBe(true)
  expect(await client.getBalance({ address: recipient })).toBe(parseEther('1.5'))
  expect((await client.getTransaction({ hash })).to).toBe(recipient.toLowerCase())
})

test('behavior: refuses a port that is already taken instead of talking to the old server', async () => {
  const port = await getFreePort()
  const squatter = createServer()
  await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve))
  try {
    await expect(startAnvil({ chainId: 31337, port })).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use, so anvil for chain 31337 cannot start there.`,
    )
  } finally {
    await new Promise((resolve) => squatter.close(resolve))
  }
})

test('behavior: stop and start twice are no-ops', async () => {
  const anvil = await startAnvil({ chainId: 31338, port: await getFreePort() })
  handles.push(anvil)
  await Promise.all([anvil.start(), anvil.start()])
  await Promise.all([anvil.stop(), anvil.stop()])
  expect(anvil.running).toBe(false)
})
