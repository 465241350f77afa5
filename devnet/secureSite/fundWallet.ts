import { type Address, encodeAbiParameters, keccak256, numberToHex, parseEther, parseUnits } from 'viem'
import { DEV_TOKENS } from '../contracts/devTokens.ts'
import { z } from '../zod.ts'

/** What a new embedded wallet gets on every devnet chain, besides each dev token's `amountEach`. */
export const EMBEDDED_WALLET_FUNDS = parseEther('100')

// DevToken.sol's storage: name 0, symbol 1, totalSupply 2, balanceOf 3 (decimals is immutable, no slot).
const BALANCE_OF_SLOT = 3n

const replySchema = z.object({ error: z.optional(z.object({ message: z.string() })) })

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5_000),
  })
  const reply = replySchema.parse(await response.json())
  if (reply.error) throw new Error(`${method} on ${rpcUrl} failed: ${reply.error.message}`)
}

/**
 * A devnet faucet: sets the address's ETH (anvil_setBalance) and dev-token balances (anvil_setStorageAt on
 * balanceOf) on each chain. Balances are read with balanceOf everywhere, so no Transfer is needed; the
 * tokens' totalSupply is left as it was.
 */
export async function fundWallet(rpcUrls: readonly string[], address: Address): Promise<void> {
  await Promise.all(
    rpcUrls.map(async (rpcUrl) => {
      await rpc(rpcUrl, 'anvil_setBalance', [address, numberToHex(EMBEDDED_WALLET_FUNDS)])
      for (const token of DEV_TOKENS) {
        const slot = keccak256(
          encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, BALANCE_OF_SLOT]),
        )
        const amount = numberToHex(parseUnits(token.amountEach, token.decimals), { size: 32 })
        await rpc(rpcUrl, 'anvil_setStorageAt', [token.address, slot, amount])
      }
    }),
  )
}
