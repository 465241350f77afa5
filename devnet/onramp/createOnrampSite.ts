import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  isAddress,
  keccak256,
  pad,
  parseUnits,
  toHex,
} from 'viem'
import { assertPortFree, ONRAMP_SITE_PORT } from '../ports.ts'
import { checkoutPage } from './checkoutPage.ts'
import {
  ONRAMP_NETWORKS,
  ONRAMP_TOKEN,
  OnrampOrderError,
  type OnrampSession,
  onrampOptions,
  onrampQuote,
  priceOrder,
} from './onrampCatalog.ts'

/**
 * The provider's treasury, which sends the bought USDC: anvil's eighth funded account (it pays the gas), spent
 * through impersonation, so no key is needed and anvil orders its transactions.
 */
export const ONRAMP_TREASURY: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

/** The test cards: one that pays, one the issuer declines (the provider's message is shown). */
export const TEST_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'
export const DECLINED_MESSAGE = 'Your card was declined.'
export const INVALID_CARD_MESSAGE = 'Your card number is invalid.'

// DevToken's storage (devnet/contracts/DevToken.sol): totalSupply in slot 2, the balanceOf mapping in slot 3.
const TOTAL_SUPPLY_SLOT = toHex(2, { size: 32 })
const BALANCES_SLOT = 3n

export type CreateOnrampSiteParameters = {
  chains: readonly { chainId: number; rpcUrl: string }[]
  port?: number | undefined
  host?: string | undefined
  /** How long after an accepted payment the USDC is sent (default 1.5 s). */
  settleMs?: number | undefined
}

/** The provider site: its checkout pages, and the calls the data API's on-ramp endpoints answer from. */
export type OnrampSite = {
  readonly url: string
  readonly port: number
  readonly running: boolean
  start(): Promise<void>
  stop(): Promise<void>
  /** Forgets the sessions (the deliveries stay marked, as they stay on chain). */
  reset(): Promise<void>
  /** GET /v1/onramp/options; throws while the site is down. */
  options(): ReturnType<typeof onrampOptions>
  /** POST /v1/onramp/quote; throws OnrampOrderError for an order it refuses. */
  quote(body: unknown): ReturnType<typeof onrampQuote>
  /** POST /v1/generators/onrampurl: a checkout session for the body's wallet and amount, as its page URL. */
  createSession(body: unknown): { url: string }
  /** The provider that delivered transaction `hash` on `chainId` (`eip155:31337`), if it was an on-ramp delivery. */
  providerOf(chainId: string, hash: string): string | undefined
  sessions(): readonly OnrampSession[]
}

/** Creates the devnet's on-ramp provider site over the chains (started with start()). */
export function createOnrampSite(p: CreateOnrampSiteParameters): OnrampSite {
  const host = p.host ?? '127.0.0.1'
  const port = p.port ?? ONRAMP_SITE_PORT
  const url = `http://${host}:${port}`
  const settleMs = p.settleMs ?? 1_500
  const sessions = new Map<string, OnrampSession>()
  const delivered = new Map<string, string>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let server: Server | undefined

  const up = () => {
    if (!server?.listening) throw new Error('The on-ramp provider is not running')
  }

  const open = (s: Omit<OnrampSession, 'id' | 'status' | 'usdcAmount'>): OnrampSession => {
    const session: OnrampSession = {
      ...s,
      id: randomUUID(),
      status: 'open',
      usdcAmount: priceOrder(s.fiatAmount, s.fiatCurrency).usdcAmount,
    }
    sessions.set(session.id, session)
    return session
  }

  const deliver = async (session: OnrampSession) => {
    const chain = p.chains.find((c) => c.chainId === session.chainId)
    if (!chain) throw new Error(`No devnet chain ${session.chainId}`)
    const transport = http(chain.rpcUrl, { retryCount: 0 })
    const publicClient = createPublicClient({ transport })
    const wallet = createWalletClient({ transport })
    const amount = parseUnits(session.usdcAmount, ONRAMP_TOKEN.decimals)
    await topUpTreasury(publicClient, amount)
    await wallet.request({ method: 'anvil_impersonateAccount', params: [ONRAMP_TREASURY] } as never)
    const hash = await wallet.writeContract({
      account: ONRAMP_TREASURY,
      address: ONRAMP_TOKEN.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [session.address, amount],
      chain: null,
    })
    // Marked before it is mined: the data API's Activity may list it the moment it lands.
    delivered.set(`eip155:${session.chainId}:${hash.toLowerCase()}`, session.provider)
    session.txHash = hash
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error('The transfer reverted')
    session.status = 'delivered'
  }

  // The treasury never runs dry: its balance is raised in the token's storage (with the total supply) when short.
  const topUpTreasury = async (client: ReturnType<typeof createPublicClient>, amount: bigint) => {
    const held = await client.readContract({
      address: ONRAMP_TOKEN.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ONRAMP_TREASURY],
    })
    if (held >= amount) return
    const extra = amount * 100n
    const supply = await client.readContract({
      address: ONRAMP_TOKEN.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    const slot = keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [ONRAMP_TREASURY, BALANCES_SLOT]),
    )
    const set = (key: Hex, value: bigint) =>
      client.request({
        method: 'anvil_setStorageAt',
        params: [ONRAMP_TOKEN.address, key, pad(toHex(value), { size: 32 })],
      } as never)
    await set(slot, held + extra)
    await set(TOTAL_SUPPLY_SLOT, supply + extra)
  }

  const pay = (session: OnrampSession, card: string) => {
    if (session.status !== 'open' && session.status !== 'declined') return
    const digits = card.replace(/[\s-]/g, '')
    if (digits === DECLINED_CARD.replace(/\s/g, '')) {
      session.status = 'declined'
      session.message = DECLINED_MESSAGE
      return
    }
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) {
      session.status = 'declined'
      session.message = INVALID_CARD_MESSAGE
      return
    }
    session.status = 'processing'
    session.message = undefined
    const timer = setTimeout(() => {
      timers.delete(timer)
      deliver(session).catch((error: Error) => {
        session.status = 'failed'
        session.message = `Delivery failed: ${error.message}`
      })
    }, settleMs)
    timers.add(timer)
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const at = new URL(request.url ?? '/', url)
    const send = (status: number, html: string) =>
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    if (request.method === 'GET' && at.pathname === '/meld') {
      const session = meldSession(at.searchParams)
      if (typeof session === 'string') return send(400, checkoutPage.error(session))
      response.writeHead(303, { location: `/checkout/${open(session).id}` }).end()
      return
    }
    const match = /^\/checkout\/([\w-]+)$/.exec(at.pathname)
    const session = match ? sessions.get(match[1] ?? '') : undefined
    if (!session) return send(404, checkoutPage.error('This checkout does not exist or has expired.'))
    if (request.method === 'POST') {
      pay(session, new URLSearchParams(await readBody(request)).get('card') ?? '')
      response.writeHead(303, { location: at.pathname }).end()
      return
    }
    send(200, checkoutPage.session(session))
  }

  return {
    url,
    port,
    get running() {
      return server?.listening ?? false
    },
    async start() {
      if (server?.listening) return
      await assertPortFree(port, host, 'the on-ramp provider site')
      const next = createServer((request, response) => {
        handle(request, response).catch((error: Error) => {
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
          response.end(error.message)
        })
      })
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject)
        next.listen({ port, host, exclusive: true }, resolve)
      })
      server = next
    },
    async stop() {
      const current = server
      server = undefined
      if (!current?.listening) return
      await new Promise<void>((resolve, reject) => {
        current.close((error) => (error ? reject(error) : resolve()))
        current.closeAllConnections()
      })
    },
    async reset() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      sessions.clear()
    },
    options() {
      up()
      return onrampOptions()
    },
    quote(body) {
      up()
      const b = isRecord(body) ? body : {}
      if (typeof b.paymentCurrency !== 'string' || typeof b.amount !== 'string')
        throw new OnrampOrderError(400, 'Expected { purchaseCurrency, paymentCurrency, amount, network }')
      if (b.network !== ONRAMP_TOKEN.symbol)
        throw new OnrampOrderError(400, `Unsupported network ${b.network}`)
      return onrampQuote(b.amount, b.paymentCurrency, randomUUID())
    },
    createSession(body) {
      up()
      const b = isRecord(body) ? body : {}
      const wallet = Array.isArray(b.destinationWallets) ? b.destinationWallets[0] : undefined
      const address = isRecord(wallet) ? wallet.address : undefined
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        throw new OnrampOrderError(400, 'destinationWallets[0].address must be an EVM address')
      const network = ONRAMP_NETWORKS.find((n) => n.name === b.defaultNetwork)
      if (!network) throw new OnrampOrderError(400, `Unsupported network ${String(b.defaultNetwork)}`)
      if (b.defaultExperience !== 'buy') throw new OnrampOrderError(400, 'defaultExperience must be buy')
      const session = open({
        provider: 'coinbase',
        address: getAddress(address),
        chainId: Number(network.chain_id),
        fiatAmount: typeof b.presetFiatAmount === 'string' ? b.presetFiatAmount : '50',
        fiatCurrency: typeof b.fiatCurrency === 'string' ? b.fiatCurrency : 'USD',
      })
      return { url: `${url}/checkout/${session.id}` }
    },
    providerOf: (chainId, hash) => delivered.get(`${chainId}:${hash.toLowerCase()}`),
    sessions: () => [...sessions.values()],
  }
}

// Meld's page takes the order in its URL (spec part 4): the public key, currency code, wallet and customer id.
function meldSession(q: URLSearchParams): Omit<OnrampSession, 'id' | 'status' | 'usdcAmount'> | string {
  if (!q.get('publicKey')) return 'A public key is required.'
  if (!q.get('externalCustomerId')) return 'An external customer id (the project id) is required.'
  if (q.get('destinationCurrencyCode') !== ONRAMP_TOKEN.symbol)
    return `Only ${ONRAMP_TOKEN.symbol} is sold here, not ${q.get('destinationCurrencyCode')}.`
  const address = q.get('walletAddress') ?? ''
  if (!isAddress(address, { strict: false })) return 'The wallet address is not an EVM address.'
  const network = ONRAMP_NETWORKS.find((n) => n.name === (q.get('network') ?? ONRAMP_NETWORKS[0].name))
  if (!network) return `Unsupported network ${q.get('network')}.`
  const fiatAmount = q.get('sourceAmount') ?? '50'
  const fiatCurrency = q.get('sourceCurrencyCode') ?? 'USD'
  try {
    priceOrder(fiatAmount, fiatCurrency)
  } catch (error) {
    return (error as Error).message
  }
  return {
    provider: 'meld',
    address: getAddress(address),
    chainId: Number(network.chain_id),
    fiatAmount,
    fiatCurrency,
  }
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > 8192) break
  }
  return text
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
