import { type Address, numberToHex, parseEther } from 'viem'
import { z } from '../zod.ts'

const replySchema = z.object({ error: z.optional(z.object({ message: z.string() })) })

/** What a new embedded wallet gets on every devnet chain. */
export const EMBEDDED_WALLET_FUNDS = parseEther('100')

/** Sets the address's balance on each chain with anvil_setBalance (a devnet stand-in for a faucet). */
export async function fundWallet(rpcUrls: readonly string[], address: Address): Promise<void> {
  await Promise.all(
    rpcUrls.map(async (rpcUrl) => {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'anvil_setBalance',
          params: [address, numberToHex(EMBEDDED_WALLET_FUNDS)],
        }),
        signal: AbortSignal.timeout(5_000),
      })
      const reply = replySchema.parse(await response.json())
      if (reply.error) throw new Error(`Funding ${address} on ${rpcUrl} failed: ${reply.error.message}`)
    }),
  )
}
