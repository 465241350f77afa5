import bs58 from 'bs58'
import { hexToString, isHex } from 'viem'
import { DEVNET_CHAINS } from '../../chains.ts'
import { SOLANA_RPC_URL } from '../../solana/cluster.ts'
import { DEVNET_RELAY_URL } from '../../walletConnectUrls.ts'
import {
  createPhoneWallet,
  type PhoneWallet,
  type ProposalView,
  type RequestView,
} from '../createPhoneWallet.ts'

// The phone wallet page: a person pastes (or scans) a WalletConnect link, then approves or rejects.
type Pending =
  | { kind: 'proposal'; view: ProposalView; answer(ok: boolean): void }
  | { kind: 'request'; view: RequestView; answer(ok: boolean): void }

const params = new URLSearchParams(location.search)
const relayUrl = params.get('relay') ?? DEVNET_RELAY_URL
// Where signed Solana transactions go: the devnet's node unless `?solanaRpc=` names another.
const solanaRpcUrl = params.get('solanaRpc') ?? SOLANA_RPC_URL
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const pending: Pending[] = []
let wallet: PhoneWallet | undefined

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  const { dataset, ...rest } = props
  Object.assign(node, rest)
  for (const [key, value] of Object.entries(dataset ?? {})) node.dataset[key] = value
  node.append(...children)
  return node
}

function log(text: string): void {
  $('log').prepend(el('li', {}, `${new Date().toLocaleTimeString()} ${text}`))
}

function ask<V>(kind: Pending['kind'], view: V): Promise<boolean> {
  return new Promise((resolve) => {
    pending.push({ kind, view, answer: resolve } as Pending)
    render()
  })
}

function describe(view: RequestView): string {
  const list = Array.isArray(view.params) ? view.params : []
  if (view.method === 'personal_sign' && typeof list[0] === 'string')
    return isHex(list[0]) ? hexToString(list[0]) : list[0]
  const message = (view.params as { message?: unknown } | undefined)?.message
  if (view.method === 'solana_signMessage' && typeof message === 'string') return solanaMessageText(message)
  return JSON.stringify(view.params, null, 2)
}

// A Solana message arrives as base58 bytes: show the text when it is text, else the bytes as hex.
function solanaMessageText(message: string): string {
  const bytes = bs58.decodeUnsafe(message)
  if (!bytes) return `(not base58) ${message}`
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  }
}

function render(): void {
  const list = $('pending')
  list.replaceChildren(
    ...pending.map((item) => {
      const done = (ok: boolean) => {
        pending.splice(pending.indexOf(item), 1)
        item.answer(ok)
        log(
          `${ok ? 'Approved' : 'Rejected'} ${item.kind === 'proposal' ? `connection to ${item.view.name}` : item.view.method}`,
        )
        render()
      }
      const body =
        item.kind === 'proposal'
          ? [
              el('strong', {}, `${item.view.name} wants to connect`),
              el('p', { className: 'muted' }, item.view.url),
              el('p', { className: 'muted' }, `Chains: ${item.view.chains.join(', ') || '—'}`),
            ]
          : [
              el('strong', {}, `${item.view.peer} asks: ${item.view.method}`),
              el('p', { className: 'muted' }, `On ${item.view.chainId}`),
              el('pre', {}, describe(item.view)),
            ]
      return el(
        'li',
        { className: 'card', dataset: { testid: `pending-${item.kind}` } },
        ...body,
        el(
          'div',
          { className: 'row' },
          el('button', { type: 'button', onclick: () => done(true) }, 'Approve'),
          el('button', { type: 'button', className: 'danger', onclick: () => done(false) }, 'Reject'),
        ),
      )
    }),
  )
  if (!pending.length) list.append(el('li', { className: 'muted' }, 'Nothing to answer'))
  const sessions = wallet?.sessions() ?? []
  $('sessions').replaceChildren(
    ...sessions.map((s) =>
      el(
        'li',
        { className: 'card', dataset: { testid: 'phone-session' } },
        el('strong', {}, s.peerName),
        el(
          'p',
          { className: 'muted' },
          `${s.peerUrl} · chain ${s.chainId}${s.solanaChains.length ? ` · ${s.solanaChains.join(', ')}` : ''}`,
        ),
        el(
          'div',
          { className: 'row' },
          ...DEVNET_CHAINS.filter(
            (c) => c.chainId !== s.chainId && s.chains.includes(`eip155:${c.chainId}`),
          ).map((c) =>
            el(
              'button',
              {
                type: 'button',
                className: 'secondary',
                onclick: () => void wallet?.switchChain(s.topic, c.chainId),
              },
              `Switch to ${c.chainId}`,
            ),
          ),
          el(
            'button',
            {
              type: 'button',
              className: 'danger',
              onclick: () => void wallet?.disconnect(s.topic).then(render),
            },
            'Disconnect',
          ),
        ),
      ),
    ),
  )
  if (!sessions.length) $('sessions').append(el('li', { className: 'muted' }, 'No site connected'))
}

async function pair(uri: string): Promise<void> {
  const status = $('pair-status')
  if (!wallet) return
  status.textContent = 'Connecting…'
  try {
    await wallet.pair(uri.trim())
    status.textContent = 'Paired: answer the request below.'
    log('Paired')
  } catch (error) {
    status.textContent = `Could not pair: ${error instanceof Error ? error.message : String(error)}`
  }
}

async function scan(): Promise<void> {
  const status = $('pair-status')
  const Detector = (
    window as {
      BarcodeDetector?: new (o: {
        formats: string[]
      }) => { detect(v: HTMLVideoElement): Promise<{ rawValue: string }[]> }
    }
  ).BarcodeDetector
  if (!Detector || !navigator.mediaDevices?.getUserMedia) {
    status.textContent = 'This browser cannot scan QR codes here: paste the link instead.'
    return
  }
  const video = $<HTMLVideoElement>('camera')
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
  video.srcObject = stream
  video.hidden = false
  await video.play()
  const detector = new Detector({ formats: ['qr_code'] })
  const stop = () => {
    for (const track of stream.getTracks()) track.stop()
    video.hidden = true
  }
  for (let tries = 0; tries < 600; tries++) {
    const [code] = await detector.detect(video).catch(() => [])
    if (code?.rawValue.startsWith('wc:')) {
      stop()
      await pair(code.rawValue)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  stop()
  status.textContent = 'No WalletConnect code seen.'
}

async function start(): Promise<void> {
  wallet = await createPhoneWallet({
    relayUrl,
    projectId: 'walletdock-devnet-phone',
    chains: DEVNET_CHAINS.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name })),
    customStoragePrefix: 'devnet-phone-wallet',
    solana: { rpcUrl: solanaRpcUrl },
    decideProposal: (view) => ask('proposal', view),
    decideRequest: (view) => ask('request', view),
    onChange: render,
  })
  $('phone-account').textContent = `Account ${wallet.address}`
  $('phone-solana-account').textContent = `Solana account ${wallet.solanaAddress ?? '—'}`
  $('phone-relay').textContent = `Relay ${relayUrl}`
  $('pair').addEventListener('click', () => void pair($<HTMLTextAreaElement>('uri').value))
  $('scan').addEventListener(
    'click',
    () => void scan().catch((e: Error) => ($('pair-status').textContent = e.message)),
  )
  render()
  // Opened from a site's deep link: /wc?uri=… (or ?uri=…) pairs at once.
  const linked = params.get('uri')
  if (linked) {
    $<HTMLTextAreaElement>('uri').value = linked
    await pair(linked)
  }
}

void start().catch((error: Error) => {
  $('pair-status').textContent = `The wallet could not start: ${error.message}`
})
