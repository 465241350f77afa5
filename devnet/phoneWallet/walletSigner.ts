import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { z } from 'zod'

/** A chain the phone wallet can sign and send on. */
export type PhoneWalletChain = { chainId: number; rpcUrl: string; name: string }

/** An EIP-1193 error the wallet answers with (4001 rejected, 4100 unauthorized, 4200 unsupported, 4902 unknown chain). */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const hexOrNumber = z.union([z.string(), z.number()]).optional()
const transactionSchema = z.object({
  from: z.string().optional(),
  to: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  value: hexOrNumber,
  data: z.string().optional(),
  gas: hexOrNumber,
})

/**
 * Runs the signing methods a dapp sends over a WalletConnect session with one devnet account:
 * personal_sign, eth_signTypedData_v4 and eth_sendTransaction (sent to the chain's anvil).
 */
export async function signRequest(
  account: LocalAccount,
  chain: PhoneWalletChain,
  method: string,
  params: unknown,
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list as [unknown, unknown]
      assertOwnAddress(account, address)
      if (typeof message !== 'string')
        throw new WalletRequestError(-32602, 'personal_sign: message must be a string')
      return account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list as [unknown, unknown]
      assertOwnAddress(account, address)
      const typed = typeof data === 'string' ? (JSON.parse(data) as unknown) : data
      if (typeof typed !== 'object' || typed === null)
        throw new WalletRequestError(-32602, 'eth_signTypedData_v4: typed data must be an object')
      const { types, ...rest } = typed as { types: Record<string, unknown> }
      // viem derives the domain type itself and refuses a second definition of it.
      const { EIP712Domain: _, ...ownTypes } = types
      return account.signTypedData({ ...rest, types: ownTypes } as unknown as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const parsed = transactionSchema.safeParse(list[0])
      if (!parsed.success)
        throw new WalletRequestError(-32602, `eth_sendTransaction: ${parsed.error.issues[0]?.message}`)
      const tx = parsed.data
      if (tx.from) assertOwnAddress(account, tx.from)
      const client = createWalletClient({
        account,
        chain: {
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        },
        transport: http(chain.rpcUrl, { retryCount: 0 }),
      })
      return client.sendTransaction({
        to: tx.to as Address,
        value: tx.value === undefined ? undefined : BigInt(tx.value),
        data: tx.data as Hex | undefined,
        gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
      })
    }
    default:
      throw new WalletRequestError(4200, `The phone wallet does not support ${method}`)
  }
}

function assertOwnAddress(account: LocalAccount, address: unknown): void {
  if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase())
    throw new WalletRequestError(4100, `The phone wallet does not hold ${String(address)}`)
}

/** `0x…` chain id of a number, as wallet_switchEthereumChain uses it. */
export const chainIdHex = (chainId: number) => toHex(chainId)
