import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import type { SolanaDevKeypair } from '../../devnet/solana/devKeypairs.ts'
import { parseConfig, type WalletdockConfig } from '../../src/config.ts'
import { connect } from '../actions/connect.ts'
import { stopPolling } from '../actions/pollBalance.ts'
import { openTab, type TestCore, type TestTab } from './harness.ts'
import { createTestSolanaWallet, SOLANA_DEVNET, type TestSolanaWallet } from './solanaHarness.ts'

export { SOLANA_DEVNET, startTestSolanaNode } from './solanaHarness.ts'

/** A configuration with Solana Devnet pointed at `rpcUrl`: the node, or a scripted server answering garbage. */
export function solanaConfigFor(rpcUrl: string, extra: Record<string, unknown> = {}): WalletdockConfig {
  return parseConfig({
    projectId: 'test',
    networks: [SOLANA_DEVNET],
    customRpcUrls: { [SOLANA_DEVNET]: [rpcUrl] },
    ...extra,
  })
}

/**
 * Opens a tab with the real Devnet Solana Wallet (sending through `node`) on dev account `accountIndex` and
 * connects it, as a person does; the balance poll is stopped so the tests drive every read themselves.
 */
export async function connectSolanaWallet(
  t: TestCore,
  node: SolanaNode,
  accountIndex = 0,
): Promise<{ tab: TestTab; wallet: TestSolanaWallet; address: string }> {
  const wallet = createTestSolanaWallet({ node })
  wallet.demo.selectAccount(accountIndex)
  const tab = await openTab(t, [], { solana: [wallet] })
  stopPolling(t.core)
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  const connection = t.core.store.getState().connections.solana
  if (connection?.status !== 'connected') throw new Error('The Devnet Solana Wallet did not connect')
  return { tab, wallet, address: connection.address }
}

const keypairOf = (key: SolanaDevKeypair | Keypair) =>
  key instanceof Keypair ? key : Keypair.fromSeed(key.seed)

/** Signs and sends a transaction paid by `payer`; the node lands it before it answers. */
export async function sendOnNode(
  node: SolanaNode,
  payer: SolanaDevKeypair | Keypair,
  instructions: TransactionInstruction[],
  signers: Keypair[] = [],
): Promise<string> {
  const connection = new Connection(node.url, 'confirmed')
  const feePayer = keypairOf(payer)
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: feePayer.publicKey, recentBlockhash: blockhash }).add(
    ...instructions,
  )
  transaction.sign(feePayer, ...signers)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  const status = node.ledger.getSignatureStatus(signature)
  if (!status || status.err !== null) throw new Error(`The transfer did not land: ${JSON.stringify(status)}`)
  return signature
}

/** Sends SOL from a dev account. */
export function transferSol(node: SolanaNode, from: SolanaDevKeypair, to: string, lamports: bigint) {
  return sendOnNode(node, from, [
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from.address),
      toPubkey: new PublicKey(to),
      lamports,
    }),
  ])
}

/** Sends an SPL token (of the classic Token program) between associated token accounts. */
export function transferToken(
  node: SolanaNode,
  from: SolanaDevKeypair,
  to: string,
  token: { mint: string; decimals: number },
  amount: bigint,
) {
  const mint = new PublicKey(token.mint)
  const owner = new PublicKey(from.address)
  const receiver = getAssociatedTokenAddressSync(mint, new PublicKey(to))
  return sendOnNode(node, from, [
    createAssociatedTokenAccountIdempotentInstruction(owner, receiver, new PublicKey(to), mint),
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, owner),
      mint,
      receiver,
      owner,
      amount,
      token.decimals,
    ),
  ])
}

/** Creates a new mint of `programId` (paid by `payer`) and mints `amount` base units to `to`; returns the mint. */
export async function mintNewToken(
  node: SolanaNode,
  payer: SolanaDevKeypair,
  {
    decimals,
    to,
    amount,
    programId = TOKEN_PROGRAM_ID,
  }: {
    decimals: number
    to: string
    amount: bigint
    programId?: PublicKey | undefined
  },
): Promise<string> {
  const mint = Keypair.generate()
  const authority = new PublicKey(payer.address)
  const owner = new PublicKey(to)
  const account = getAssociatedTokenAddressSync(mint.publicKey, owner, false, programId)
  const rent = Number(node.ledger.minimumBalanceForRentExemption(MINT_SIZE))
  await sendOnNode(
    node,
    payer,
    [
      SystemProgram.createAccount({
        fromPubkey: authority,
        newAccountPubkey: mint.publicKey,
        lamports: rent,
        space: MINT_SIZE,
        programId,
      }),
      createInitializeMint2Instruction(mint.publicKey, decimals, authority, null, programId),
      createAssociatedTokenAccountIdempotentInstruction(authority, account, owner, mint.publicKey, programId),
      createMintToCheckedInstruction(mint.publicKey, account, authority, amount, decimals, [], programId),
    ],
    [mint],
  )
  return mint.publicKey.toBase58()
}
