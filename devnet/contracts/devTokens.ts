import {
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC, getDevAccounts } from '../wallet/devAccounts.ts'
import { DEV_TOKEN_BYTECODE } from './devTokenArtifact.ts'

/** An ERC20 the devnet deploys on every chain. */
export type DevToken = {
  name: string
  symbol: string
  decimals: number
  /** Whole tokens minted to each dev account. */
  amountEach: string
  /** Deployment nonce of the deployer, which fixes the address on every chain. */
  nonce: number
  address: Address
}

// Anvil funds the mnemonic's first ten accounts; the last one only deploys, so its nonces are always 0, 1, 2
// on a fresh chain and the token addresses are the same on every chain and every run.
/** The mnemonic index of the account that deploys the devnet's contracts. */
export const DEPLOYER_INDEX = 9
/** The account that deploys the devnet tokens. */
export const DEPLOYER_ADDRESS: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

const token = (name: string, symbol: string, decimals: number, amountEach: string, nonce: number) => ({
  name,
  symbol,
  decimals,
  amountEach,
  nonce,
  address: getContractAddress({ from: DEPLOYER_ADDRESS, nonce: BigInt(nonce) }),
})

/** The devnet tokens: a USDC-like 6-decimal coin, an 18-decimal token and a 0-decimal ticket (filtered out of balances). */
export const DEV_TOKENS: readonly DevToken[] = Object.freeze([
  token('Devnet USD Coin', 'USDC', 6, '10000', 0),
  token('Walletdock Token', 'WDT', 18, '1000', 1),
  token('Devnet Ticket', 'TIX', 0, '5', 2),
])

const constructorAbi = parseAbi(['constructor(string, string, uint8, address[], uint256)'])

/**
 * Deploys every devnet token on the chain at `rpcUrl` and funds the dev accounts. Tokens already there
 * (a chain restarted from its saved state) are left as they are.
 */
export async function deployDevTokens(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport })
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
  if (deployer.address !== DEPLOYER_ADDRESS) throw new Error('The devnet deployer account changed')
  const walletClient = createWalletClient({ account: deployer, transport })
  const chainId = await publicClient.getChainId()
  // The deployer holds a share too: it seeds the Uniswap pools (uniswapV2.ts) without touching the dev accounts.
  const holders = [...getDevAccounts().map((account) => account.address), DEPLOYER_ADDRESS]
  for (const t of DEV_TOKENS) {
    const code = await publicClient.getCode({ address: t.address })
    if (code && code !== '0x') continue
    const nonce = await publicClient.getTransactionCount({ address: deployer.address })
    if (nonce !== t.nonce)
      throw new Error(
        `The deployer's nonce on chain ${chainId} is ${nonce}, expected ${t.nonce} for ${t.symbol}`,
      )
    const hash: Hex = await walletClient.deployContract({
      abi: constructorAbi,
      bytecode: DEV_TOKEN_BYTECODE,
      args: [t.name, t.symbol, t.decimals, holders, parseUnits(t.amountEach, t.decimals)],
      chain: null,
      nonce,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== t.address.toLowerCase())
      throw new Error(`Deploying ${t.symbol} on chain ${chainId} failed`)
  }
}
