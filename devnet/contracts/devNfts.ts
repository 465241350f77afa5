import {
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC, getDevAccounts } from '../wallet/devAccounts.ts'
import { DEV_NFT_BYTECODE } from './devNftArtifact.ts'

/** An ERC721 collection the devnet deploys on every chain. */
export type DevNftCollection = {
  name: string
  symbol: string
  /** Tokens minted to each dev account, in account order: ids 1..n to the first, n+1..2n to the next, … */
  countEach: number
  /** Deployment nonce of the deployer, which fixes the address on every chain. */
  nonce: number
  address: Address
}

// A deployer of its own (the mnemonic's ninth account), so its nonces never depend on the tokens' deployer.
const DEPLOYER_INDEX = 8
/** The account that deploys the devnet NFT collections. */
export const NFT_DEPLOYER_ADDRESS: Address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

/** The devnet's NFT collection. */
export const DEV_NFTS: readonly DevNftCollection[] = Object.freeze([
  {
    name: 'Devnet Critters',
    symbol: 'CRIT',
    countEach: 3,
    nonce: 0,
    address: getContractAddress({ from: NFT_DEPLOYER_ADDRESS, nonce: 0n }),
  },
])

const constructorAbi = parseAbi(['constructor(string, string, address[], uint256)'])

/**
 * Deploys every devnet collection on the chain at `rpcUrl`, minting to the dev accounts. Collections already
 * there (a chain restarted from its saved state) are left as they are.
 */
export async function deployDevNfts(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport })
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
  if (deployer.address !== NFT_DEPLOYER_ADDRESS) throw new Error('The devnet NFT deployer account changed')
  const walletClient = createWalletClient({ account: deployer, transport })
  const chainId = await publicClient.getChainId()
  const holders = getDevAccounts().map((account) => account.address)
  for (const c of DEV_NFTS) {
    const code = await publicClient.getCode({ address: c.address })
    if (code && code !== '0x') continue
    const nonce = await publicClient.getTransactionCount({ address: deployer.address })
    if (nonce !== c.nonce)
      throw new Error(
        `The NFT deployer's nonce on chain ${chainId} is ${nonce}, expected ${c.nonce} for ${c.symbol}`,
      )
    const hash: Hex = await walletClient.deployContract({
      abi: constructorAbi,
      bytecode: DEV_NFT_BYTECODE,
      args: [c.name, c.symbol, holders, BigInt(c.countEach)],
      chain: null,
      nonce,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== c.address.toLowerCase())
      throw new Error(`Deploying ${c.symbol} on chain ${chainId} failed`)
  }
}
