// Walletdock first (setup.ts says why); a bare import keeps its place when imports are sorted.
import './setup.ts'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import {
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseEther,
  verifyMessage,
} from 'viem'
import { siwx, walletdock } from './setup.ts'

const $ = (selector: string) => document.querySelector(selector) as HTMLElement

walletdock.subscribeAccount((account) => {
  $('[data-testid="host-status"]').textContent = account.status
  $('[data-testid="host-address"]').textContent = account.address ?? '—'
  $('[data-testid="host-network"]').textContent = account.address ? account.caipNetworkId : '—'
  if (siwx)
    $('[data-testid="host-siwx"]').textContent = account.signedIn
      ? `Signed in as ${account.address} on ${account.caipNetworkId}`
      : 'Not signed in'
})
for (const element of document.querySelectorAll<HTMLElement>('[data-siwx]')) element.hidden = !siwx

const message = 'Hello from the demo host'
$('#sign').addEventListener('click', async () => {
  const out = $('[data-testid="host-signature"]')
  const account = walletdock.getAccount()
  if (!account.address) {
    await walletdock.open()
    return
  }
  out.textContent = 'Waiting for the wallet…'
  try {
    const client = createWalletClient({ transport: custom(walletdock.getProvider('eip155')) })
    const address = account.address as `0x${string}`
    const signature = await client.signMessage({ account: address, message })
    const valid = await verifyMessage({ address, message, signature })
    out.textContent = valid ? `Signature verified for ${address}` : 'Signature did NOT verify'
  } catch (error) {
    out.textContent = `Signing failed: ${(error as { shortMessage?: string; message: string }).shortMessage ?? (error as Error).message}`
  }
})
// Solana: the host opens the modal for the solana namespace (opening rule 1 switches to it first) and signs
// through the solana provider, which speaks the solana_* methods (base58 message and signature).
$('#solana-open').addEventListener('click', () => void walletdock.open({ namespace: 'solana' }))
$('#solana-sign').addEventListener('click', async () => {
  const out = $('[data-testid="host-solana"]')
  const account = walletdock.getAccount()
  if (account.namespace !== 'solana' || !account.address) return void walletdock.open({ namespace: 'solana' })
  out.textContent = 'Waiting for the wallet…'
  try {
    const bytes = new TextEncoder().encode(message)
    const reply = (await walletdock.getProvider('solana').request({
      method: 'solana_signMessage',
      params: { message: bs58.encode(bytes), pubkey: account.address },
    })) as { signature: string }
    const valid = ed25519.verify(bs58.decode(reply.signature), bytes, bs58.decode(account.address))
    out.textContent = valid ? `Solana signature verified for ${account.address}` : 'Signature did NOT verify'
  } catch (error) {
    out.textContent = `Signing failed: ${(error as { shortMessage?: string; message: string }).shortMessage ?? (error as Error).message}`
  }
})

// A Solana transaction: a memo from the connected account, signed and sent by the wallet
// (solana_signAndSendTransaction), then read back from the node through the provider's read-only methods.
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

// A legacy transaction with one Memo instruction and the payer's signature slot left empty, as base64: small
// enough to write out here rather than load a Solana library into the host page.
function memoTransaction(payer: string, blockhash: string, memo: string): string {
  const data = new TextEncoder().encode(memo)
  if (data.length > 127) throw new Error('memo too long for this demo')
  const message = [
    ...[1, 0, 1], // one signer (the payer), no read-only signers, one read-only account (the program)
    2,
    ...bs58.decode(payer),
    ...bs58.decode(MEMO_PROGRAM),
    ...bs58.decode(blockhash),
    1, // one instruction: program 1, no accounts, the memo text
    ...[1, 0, data.length],
    ...data,
  ]
  const bytes = Uint8Array.from([1, ...new Uint8Array(64), ...message])
  return btoa(String.fromCharCode(...bytes))
}

$('#solana-memo').addEventListener('click', async () => {
  const out = $('[data-testid="host-solana-tx"]')
  const account = walletdock.getAccount()
  if (account.namespace !== 'solana' || !account.address) return void walletdock.open({ namespace: 'solana' })
  out.textContent = 'Waiting for the wallet…'
  try {
    const solana = walletdock.getProvider('solana')
    const latest = (await solana.request({
      method: 'getLatestBlockhash',
      params: [{ commitment: 'confirmed' }],
    })) as { value: { blockhash: string } }
    const transaction = memoTransaction(account.address, latest.value.blockhash, 'Hello from the demo host')
    const { signature } = (await solana.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction, sendOptions: { preflightCommitment: 'confirmed' } },
    })) as { signature: string }
    out.textContent = `Sent ${signature}, waiting for it to land…`
    for (let tries = 0; tries < 20; tries++) {
      const { value } = (await solana.request({
        method: 'getSignatureStatuses',
        params: [[signature]],
      })) as { value: [{ err: unknown } | null] }
      if (value[0]) {
        out.textContent =
          value[0].err === null
            ? `Solana transaction landed: ${signature}`
            : `Solana transaction failed: ${signature}`
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    out.textContent = `Sent ${signature}, but it did not land within 10 s`
  } catch (error) {
    const e = error as { shortMessage?: string; message: string; code?: number }
    out.textContent = `Error${e.code ? ` ${e.code}` : ''}: ${e.shortMessage ?? e.message}`
  }
})

// Requests a host might make through the provider; each passes Walletdock's RPC gate.
const provider = walletdock.getProvider('eip155')
// The devnet's USDC-like token (devnet/contracts) and a spender that is nobody in particular.
const DEVNET_USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const SPENDER = '0x000000000000000000000000000000000000bEEF'
const hostRequest = (selector: string, run: (from: string) => Promise<unknown>) =>
  $(selector).addEventListener('click', async () => {
    const out = $('[data-testid="host-request"]')
    const from = walletdock.getAccount().address
    if (!from) return void walletdock.open()
    out.textContent = 'Waiting for the wallet…'
    try {
      out.textContent = `Result: ${String(await run(from))}`
    } catch (error) {
      const e = error as { shortMessage?: string; message: string; code?: number }
      out.textContent = `Error${e.code ? ` ${e.code}` : ''}: ${e.shortMessage ?? e.message}`
    }
  })
hostRequest('#send-eth', (from) =>
  provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, to: SPENDER, value: `0x${parseEther('0.01').toString(16)}` }],
  }),
)
// A test of the gate's warning: a host asking for an unlimited allowance (Walletdock itself never does).
hostRequest('#approve-unlimited', (from) =>
  provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: DEVNET_USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] }),
      },
    ],
  }),
)
hostRequest('#disallowed', () =>
  provider.request({ method: 'anvil_setBalance', params: [SPENDER, '0xffffffffffffffff'] }),
)
$('#open-networks').addEventListener('click', () => void walletdock.open({ view: 'Networks' }))
$('#disconnect').addEventListener('click', () => void walletdock.disconnect())
