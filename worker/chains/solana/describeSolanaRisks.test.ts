import {
  AuthorityType,
  createApproveCheckedInstruction,
  createApproveInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import {
  AddressLookupTableAccount,
  Keypair,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { summarizeActions } from '../../../src/requestSummary.ts'
import { SOLANA_PROGRAMS } from '../../../src/solanaPrograms.ts'
import { describeSolanaTransaction, SOLANA_UNLIMITED_FROM } from './describeSolanaTransaction.ts'

const owner = Keypair.generate().publicKey
const receiver = Keypair.generate().publicKey
const attacker = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey
const source = getAssociatedTokenAddressSync(mint, owner)
const blockhash = Keypair.generate().publicKey.toBase58()

function wire(...instructions: TransactionInstruction[]): string {
  const tx = new Transaction({ feePayer: owner, recentBlockhash: blockhash })
  tx.add(...instructions)
  return Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString(
    'base64',
  )
}

const METHOD = 'solana_signTransaction'
const describeTx = (base64: unknown) => describeSolanaTransaction(METHOD, base64)
const warningsOf = async (base64: unknown) => summarizeActions(METHOD, await describeTx(base64)).warnings

describe('describeSolanaTransaction: risky instructions', () => {
  test('behavior: SetAuthority of a token account owner names the account, the type and the new authority', async () => {
    const tx = wire(createSetAuthorityInstruction(source, owner, AuthorityType.AccountOwner, attacker))
    expect(await warningsOf(tx)).toEqual([
      {
        reason: 'setAuthority',
        account: source.toBase58(),
        authorityType: 'AccountOwner',
        newAuthority: attacker.toBase58(),
      },
    ])
  })

  test('behavior: SetAuthority of every authority type is flagged; removing the mint authority says none', async () => {
    for (const type of [AuthorityType.MintTokens, AuthorityType.FreezeAccount, AuthorityType.CloseAccount]) {
      const [warning] = await warningsOf(wire(createSetAuthorityInstruction(mint, owner, type, attacker)))
      expect(warning).toMatchObject({ reason: 'setAuthority', authorityType: AuthorityType[type] })
    }
    expect(
      await warningsOf(wire(createSetAuthorityInstruction(mint, owner, AuthorityType.MintTokens, null))),
    ).toEqual([
      { reason: 'setAuthority', account: mint.toBase58(), authorityType: 'MintTokens', newAuthority: null },
    ])
  })

  test('behavior: Token-2022 SetAuthority, CloseAccount and Approve are decoded like SPL Token', async () => {
    const tx = wire(
      createSetAuthorityInstruction(
        mint,
        owner,
        AuthorityType.PermanentDelegate,
        attacker,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
      createCloseAccountInstruction(source, attacker, owner, [], TOKEN_2022_PROGRAM_ID),
      createApproveInstruction(source, attacker, owner, 2n ** 64n - 1n, [], TOKEN_2022_PROGRAM_ID),
    )
    expect((await warningsOf(tx)).map((w) => w.reason)).toEqual(['setAuthority', 'closeAccount', 'unlimited'])
    expect((await warningsOf(tx))[0]).toMatchObject({ authorityType: 'PermanentDelegate' })
  })

  test('behavior: System Assign hands the account to another program, named', async () => {
    const program = Keypair.generate().publicKey
    expect(
      await warningsOf(wire(SystemProgram.assign({ accountPubkey: owner, programId: program }))),
    ).toEqual([{ reason: 'assign', account: owner.toBase58(), program: program.toBase58() }])
    const derived = Keypair.generate().publicKey
    const withSeed = SystemProgram.assign({
      accountPubkey: derived,
      basePubkey: owner,
      seed: 'vault',
      programId: program,
    })
    expect(await warningsOf(wire(withSeed))).toEqual([
      { reason: 'assign', account: derived.toBase58(), program: program.toBase58() },
    ])
  })

  test('behavior: CloseAccount names the account and the destination of what it holds', async () => {
    expect(await warningsOf(wire(createCloseAccountInstruction(source, attacker, owner)))).toEqual([
      { reason: 'closeAccount', account: source.toBase58(), destination: attacker.toBase58() },
    ])
  })

  test('behavior: approvals from 2^63 up are unlimited; exact and 2^63 - 1 approvals carry no warning', async () => {
    const approveChecked = (amount: bigint) =>
      wire(createApproveCheckedInstruction(source, mint, attacker, owner, amount, 6))
    expect(SOLANA_UNLIMITED_FROM).toBe(2n ** 63n)
    for (const amount of [2n ** 63n, 2n ** 64n - 2n, 2n ** 64n - 1n]) {
      expect(await warningsOf(approveChecked(amount))).toEqual([
        {
          reason: 'unlimited',
          token: { address: mint.toBase58(), decimals: 6 },
          spender: attacker.toBase58(),
        },
      ])
      const [warning] = await warningsOf(wire(createApproveInstruction(source, attacker, owner, amount)))
      expect(warning).toMatchObject({ reason: 'unlimited', spender: attacker.toBase58() })
    }
    expect(await warningsOf(approveChecked(5_000_000n))).toEqual([])
    expect(await warningsOf(approveChecked(2n ** 63n - 1n))).toEqual([])
  })

  test('default: a plain SOL and SPL transfer carry no warning', async () => {
    const tx = wire(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: 1 }),
      createTransferCheckedInstruction(source, mint, receiver, owner, 1n, 6),
    )
    expect(await warningsOf(tx)).toEqual([])
  })

  test('behavior: an instruction whose accounts come from an address lookup table could not be decoded', async () => {
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [attacker, source],
      },
    })
    const message = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: 7 }),
        createCloseAccountInstruction(source, attacker, owner),
      ],
    }).compileToV0Message([table])
    expect(message.addressTableLookups).toHaveLength(1)
    const tx = Buffer.from(new VersionedTransaction(message).serialize()).toString('base64')
    expect(await describeTx(tx)).toEqual([
      { kind: 'nativeTransfer', to: receiver.toBase58(), value: '7' },
      {
        kind: 'solanaRisk',
        warning: { reason: 'undecodedInstruction', program: SOLANA_PROGRAMS.token },
      },
    ])
  })

  test('behavior: a known token instruction whose data does not parse could not be decoded', async () => {
    const ix = createApproveInstruction(source, attacker, owner, 1n)
    ix.data = ix.data.subarray(0, 4)
    expect(await warningsOf(wire(ix))).toEqual([
      { reason: 'undecodedInstruction', program: SOLANA_PROGRAMS.token },
    ])
  })

  test('error: random bytes, random base64, corrupted transactions and other values never throw', async () => {
    const valid = Buffer.from(
      wire(
        createSetAuthorityInstruction(source, owner, AuthorityType.AccountOwner, attacker),
        createApproveInstruction(source, attacker, owner, 10n),
        SystemProgram.assign({ accountPubkey: owner, programId: attacker }),
      ),
      'base64',
    )
    const corrupted = fc
      .array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 })
      .map((edits) => {
        const bytes = Uint8Array.from(valid)
        for (const [at, value] of edits) bytes[at] = value
        return Buffer.from(bytes).toString('base64')
      })
    const input = fc.oneof(
      fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b).toString('base64')),
      fc.string(),
      fc.base64String(),
      corrupted,
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const actions = await describeTx(value)
        expect(actions.length).toBeGreaterThan(0)
        summarizeActions(METHOD, actions)
      }),
      { numRuns: 300 },
    )
  })
})
