import {
  createApproveCheckedInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { summarizeActions } from '../../../src/requestSummary.ts'
import { describeSolanaTransaction } from './describeSolanaTransaction.ts'

const owner = Keypair.generate().publicKey
const receiver = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey
const spender = Keypair.generate().publicKey
const source = getAssociatedTokenAddressSync(mint, owner)
const destination = getAssociatedTokenAddressSync(mint, receiver)

function wire(...instructions: TransactionInstruction[]): string {
  const tx = new Transaction({ feePayer: owner, recentBlockhash: Keypair.generate().publicKey.toBase58() })
  tx.add(...instructions)
  return Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString(
    'base64',
  )
}

const describeTx = (base64: unknown) =>
  describeSolanaTransaction(
    'solana_signAndSendTransaction',
    base64,
    new Map([[mint.toBase58(), { symbol: 'USDC', decimals: 6 }]]),
  )

describe('describeSolanaTransaction', () => {
  test('default: a SOL transfer with a compute budget shows one send of the lamports', async () => {
    const actions = await describeTx(
      wire(
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
        SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: 1_500_000_000 }),
      ),
    )
    expect(actions).toEqual([{ kind: 'nativeTransfer', to: receiver.toBase58(), value: '1500000000' }])
  })

  test('default: an SPL transfer names the token from the portfolio and its token-account creation', async () => {
    const actions = await describeTx(
      wire(
        createAssociatedTokenAccountIdempotentInstruction(owner, destination, receiver, mint),
        createTransferCheckedInstruction(source, mint, destination, owner, 2_500_000n, 6),
      ),
    )
    expect(actions).toEqual([
      { kind: 'other', method: `Create a token account for ${receiver.toBase58()}` },
      {
        kind: 'tokenTransfer',
        token: { address: mint.toBase58(), symbol: 'USDC', decimals: 6 },
        to: destination.toBase58(),
        amount: '2500000',
      },
    ])
  })

  test('behavior: an SPL approval of the u64 maximum is unlimited and carries the warning', async () => {
    const actions = await describeTx(
      wire(createApproveCheckedInstruction(source, mint, spender, owner, 2n ** 64n - 1n, 6)),
    )
    expect(actions).toEqual([
      {
        kind: 'approve',
        method: 'approve',
        token: { address: mint.toBase58(), symbol: 'USDC', decimals: 6 },
        spender: spender.toBase58(),
        amount: (2n ** 64n - 1n).toString(),
        unlimited: true,
      },
    ])
    expect(summarizeActions('solana_signAndSendTransaction', actions).warnings).toEqual([
      {
        reason: 'unlimited',
        token: { address: mint.toBase58(), symbol: 'USDC', decimals: 6 },
        spender: spender.toBase58(),
      },
    ])
  })

  test('behavior: a Token-2022 ApproveChecked near the u64 maximum warns; an exact one does not', async () => {
    const approve2022 = (amount: bigint) =>
      describeTx(
        wire(
          createApproveCheckedInstruction(source, mint, spender, owner, amount, 6, [], TOKEN_2022_PROGRAM_ID),
        ),
      )
    for (const amount of [2n ** 64n - 1000n, 2n ** 63n, 2n ** 63n + 12345n]) {
      const actions = await approve2022(amount)
      expect(actions).toMatchObject([{ kind: 'approve', spender: spender.toBase58(), unlimited: true }])
      expect(summarizeActions('solana_signTransaction', actions).warnings.map((w) => w.reason)).toEqual([
        'unlimited',
      ])
    }
    const exact = await approve2022(1_000_000n)
    expect(exact).toMatchObject([{ kind: 'approve', amount: '1000000', unlimited: false }])
    expect(summarizeActions('solana_signTransaction', exact).warnings).toEqual([])
  })

  test('behavior: an exact SPL approval is not unlimited', async () => {
    const [action] = await describeTx(
      wire(createApproveCheckedInstruction(source, mint, spender, owner, 10n, 6)),
    )
    expect(action).toMatchObject({ kind: 'approve', amount: '10', unlimited: false })
  })

  test('behavior: an unknown program is a call to it; bytes that are no transaction are one opaque action', async () => {
    const program = Keypair.generate().publicKey
    const custom = new TransactionInstruction({ programId: program, keys: [], data: Buffer.from([7]) })
    expect(await describeTx(wire(custom))).toEqual([
      { kind: 'contractCall', to: program.toBase58(), value: '0', selector: '' },
    ])
    // Fail closed: what is no transaction could not be decoded, with its warning.
    const undecodable = [{ kind: 'solanaRisk', warning: { reason: 'undecodedInstruction', program: '' } }]
    expect(await describeTx('AAAA')).toEqual(undecodable)
    expect(await describeTx(42)).toEqual(undecodable)
  })
})
