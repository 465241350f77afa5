import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { LAMPORTS_PER_SOL } from './cluster.ts'
import { getSolanaDevAccounts, getSolanaDevKeypair, type SolanaDevKeypair } from './devKeypairs.ts'
import { SOLANA_DEV_SOL_EACH, SOLANA_DEV_TOKENS, SOLANA_MINT_AUTHORITY_LABEL } from './devTokens.ts'
import type { SolanaLedger } from './ledger.ts'
import { decodeWireTransaction } from './wireTransaction.ts'

const toKeypair = (key: SolanaDevKeypair) => Keypair.fromSeed(key.seed)

/**
 * Puts the devnet's starting state on a fresh ledger with ordinary transactions: SOL for the dev accounts and
 * the mint authority from the faucet, then each SPL mint created and initialized by the Token program, then
 * every dev account's associated token accounts created and minted to. Same keys, same addresses, every run.
 */
export function seedSolanaLedger(ledger: SolanaLedger): void {
  const authority = toKeypair(getSolanaDevKeypair(SOLANA_MINT_AUTHORITY_LABEL))
  const accounts = getSolanaDevAccounts()
  ledger.airdrop(authority.publicKey.toBase58(), 10n * LAMPORTS_PER_SOL)
  for (const account of accounts) ledger.airdrop(account.address, SOLANA_DEV_SOL_EACH * LAMPORTS_PER_SOL)

  const mintRent = Number(ledger.minimumBalanceForRentExemption(MINT_SIZE))
  for (const token of SOLANA_DEV_TOKENS) {
    const mint = toKeypair(getSolanaDevKeypair(`mint/${token.symbol}`))
    runTransaction(
      ledger,
      authority,
      [mint],
      [
        SystemProgram.createAccount({
          fromPubkey: authority.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: mintRent,
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(mint.publicKey, token.decimals, authority.publicKey, null),
      ],
    )
  }

  for (const account of accounts) {
    const owner = new PublicKey(account.address)
    runTransaction(
      ledger,
      authority,
      [],
      SOLANA_DEV_TOKENS.flatMap((token) => {
        const mint = new PublicKey(token.mint)
        const tokenAccount = getAssociatedTokenAddressSync(mint, owner)
        const amount = token.amountEach * 10n ** BigInt(token.decimals)
        return [
          createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, tokenAccount, owner, mint),
          createMintToCheckedInstruction(mint, tokenAccount, authority.publicKey, amount, token.decimals),
        ]
      }),
    )
  }
}

function runTransaction(
  ledger: SolanaLedger,
  payer: Keypair,
  otherSigners: Keypair[],
  instructions: TransactionInstruction[],
): void {
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
  }).add(...instructions)
  transaction.sign(payer, ...otherSigners)
  const wire = decodeWireTransaction(transaction.serialize())
  ledger.submit(wire)
  const status = ledger.getSignatureStatus(wire.signature)
  if (!status || status.err !== null) {
    const simulation = ledger.simulate(wire)
    throw new Error(
      `Seeding the Solana devnet failed (${JSON.stringify(status?.err ?? 'dropped')}): ${simulation.logs.join('\n')}`,
    )
  }
}
