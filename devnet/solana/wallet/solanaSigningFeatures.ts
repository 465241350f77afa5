import { ed25519 } from '@noble/curves/ed25519'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { bytesToHex } from 'viem'
import { type ConsentRequest, describeMessage } from '../../wallet/consentRequest.ts'
import type { SolanaDevKeypair } from '../devKeypairs.ts'
import { describeTransaction } from './describeTransaction.ts'
import type { SendSignedTransactionParameters } from './sendSignedTransaction.ts'
import { assertSigner, readTransaction, signWireTransaction } from './signWireTransaction.ts'
import {
  parseInputs,
  signAndSendTransactionInputSchema,
  signMessageInputSchema,
  signTransactionInputSchema,
} from './solanaWalletInputs.ts'

/** What the signing features need from the wallet. */
export type SigningContext = {
  /** The key behind an account the site was given, or 4100. */
  requireKey(address: string): SolanaDevKeypair
  /** Resolves on approval; throws 4001 on Reject; never settles in 'hang' mode. */
  ask(request: Omit<ConsentRequest, 'origin'>): Promise<void>
  /** 'garbage' mode: answer at once with malformed results, so the modal's checks of wallet replies run. */
  isGarbage(): boolean
  /** Sends signed wire bytes to the node; returns the signature bytes. */
  send(signed: Uint8Array, options: SendSignedTransactionParameters['options']): Promise<Uint8Array>
}

/** The prompt row naming the network. */
export const NETWORK_ROW = { label: 'Network', value: 'Solana Devnet (local)' }

/** `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`, one prompt per input. */
export function createSigningFeatures({
  requireKey,
  ask,
  isGarbage,
  send,
}: SigningContext): SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature {
  return {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const { account, message } of parseInputs(
          signMessageInputSchema,
          inputs,
          'solana:signMessage',
        )) {
          const key = requireKey(account.address)
          if (isGarbage()) {
            outputs.push({
              signedMessage: message,
              signature: new Uint8Array(12),
              signatureType: 'ed25519' as const,
            })
            continue
          }
          await ask({
            method: 'solana:signMessage',
            title: 'Signature request',
            details: [
              { label: 'Account', value: key.address },
              { label: 'Message', value: describeMessage(bytesToHex(message)) },
            ],
          })
          const signature = ed25519.sign(message, key.seed)
          outputs.push({ signedMessage: message, signature, signatureType: 'ed25519' as const })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const outputs = []
        for (const input of parseInputs(signTransactionInputSchema, inputs, 'solana:signTransaction')) {
          const key = requireKey(input.account.address)
          const wire = readTransaction(input.transaction)
          assertSigner(wire, key)
          if (isGarbage()) {
            outputs.push({ signedTransaction: new Uint8Array([1, 2, 3]) })
            continue
          }
          await ask({
            method: 'solana:signTransaction',
            title: 'Sign transaction',
            details: [
              { label: 'Account', value: key.address },
              ...describeTransaction(wire.message),
              NETWORK_ROW,
            ],
          })
          outputs.push({ signedTransaction: signWireTransaction(wire, key) })
        }
        return outputs
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        const outputs = []
        const feature = 'solana:signAndSendTransaction'
        for (const input of parseInputs(signAndSendTransactionInputSchema, inputs, feature)) {
          const key = requireKey(input.account.address)
          const wire = readTransaction(input.transaction)
          assertSigner(wire, key)
          if (isGarbage()) {
            outputs.push({ signature: new Uint8Array(12) })
            continue
          }
          await ask({
            method: feature,
            title: 'Send transaction',
            details: [
              { label: 'Account', value: key.address },
              ...describeTransaction(wire.message),
              NETWORK_ROW,
            ],
          })
          const signature = await send(signWireTransaction(wire, key), input.options)
          outputs.push({ signature })
        }
        return outputs
      },
    },
  }
}
