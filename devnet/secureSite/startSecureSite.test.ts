import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, getAddress, type Hex, http, isHex, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { DEVNET_CHAINS } from '../chains.ts'
import { getFreePort } from '../ports.ts'
import { AUTH_ERRORS } from './auth/authErrors.ts'
import type { SecureFrameConfig } from './frame/frameConfig.ts'
import { type MailServer, startMail } from './mail/startMail.ts'
import { type SecureSite, startSecureSite } from './startSecureSite.ts'
import { countMail, createTestFrame, MemoryStorage, waitForMail } from './testing/secureSiteTesting.ts'

let anvils: AnvilHandle[] = []
let mail: MailServer
let site: SecureSite
let stateDir: string
let config: SecureFrameConfig

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'walletdock-secure-site-'))
  const chains = await Promise.all(
    DEVNET_CHAINS.map(async (chain) => {
      const port = await getFreePort()
      return { ...chain, port, rpcUrl: `http://127.0.0.1:${port}` }
    }),
  )
  anvils = await Promise.all(chains.map((c) => startAnvil({ chainId: c.chainId, port: c.port })))
  const smtpPort = await getFreePort()
  mail = await startMail({ smtpPort, mailboxPort: await getFreePort() })
  site = await startSecureSite({ port: await getFreePort(), stateDir, smtpPort, chains, buildFrame: false })
  config = {
    version: '1',
    allowedOrigins: [],
    chains: chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
      chainId,
      name,
      rpcUrl,
      nativeCurrency,
    })),
  }
})
afterAll(async () => {
  await site?.close()
  await mail?.close()
  await Promise.all(anvils.map((a) => a.stop()))
  await rm(stateDir, { recursive: true, force: true })
})

const hex = (value: unknown): Hex => {
  if (typeof value !== 'string' || !isHex(value)) throw new Error(`Not hex: ${String(value)}`)
  return value
}

let counter = 0
const newEmail = () => `person${++counter}-${Date.now()}@example.test`

/** Logs a new frame in with the code from the mailbox. */
async function logIn(email: string, storage = new MemoryStorage()) {
  const frame = createTestFrame(site.url, config, storage)
  const before = await countMail(mail.url, email)
  expect(await frame.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'VERIFY_OTP' })
  const message = await waitForMail(mail.url, email, { after: before })
  await frame.handlers.CONNECT_OTP({ otp: message.code ?? '' })
  return frame
}

describe('e-mail login', () => {
  test('default: a code by real SMTP, the mailbox API shows it, the code logs in and the wallet is funded', async () => {
    const email = newEmail()
    const frame = createTestFrame(site.url, config)
    expect(await frame.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'VERIFY_OTP' })
    const message = await waitForMail(mail.url, email)
    expect(message).toMatchObject({ to: email, subject: `${message.code} is your Walletdock code` })
    expect(message.code).toMatch(/^\d{6}$/)
    expect(message.text).toContain(message.code)

    await frame.handlers.CONNECT_OTP({ otp: message.code ?? '' })
    const user = await frame.handlers.GET_USER({})
    expect(user).toMatchObject({ email, chainId: 31337, accounts: [{ address: user.address, type: 'eoa' }] })
    expect(await frame.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
    for (const anvil of anvils) {
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      expect(await client.getBalance({ address: getAddress(user.address) })).toBe(parseEther('100'))
    }

    const signature = await frame.handlers.RPC_REQUEST({
      method: 'personal_sign',
      params: ['0x68656c6c6f', user.address],
    })
    expect(
      await verifyMessage({ address: getAddress(user.address), message: 'hello', signature: hex(signature) }),
    ).toBe(true)
  })
})
