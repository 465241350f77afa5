import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../wallet/devAccounts.ts'
import { BATCH_ACCOUNT_ADDRESS, BATCH_ACCOUNT_DEPLOYER } from './batchAccount.ts'
import { BATCH_ACCOUNT_BYTECODE } from './batchAccountArtifact.ts'

// A deployer of its own (the mnemonic's seventh account), so its nonce never depends on the other deployers.
const DEPLOYER_INDEX = 6

/**
 * Deploys the batch executor on the chain at `rpcUrl` at its fixed address. Already there (a chain restarted
 * from its saved state): left as it is.
 */
export async function deployBatchAccount(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport })
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
  if (deployer.address !== BATCH_ACCOUNT_DEPLOYER)
    throw new Error('The batch executor deployer account changed')
  const code = await publicClient.getCode({ address: BATCH_ACCOUNT_ADDRESS })
  if (code && code !== '0x') return
  const chainId = await publicClient.getChainId()
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== 0)
    throw new Error(`The batch executor deployer's nonce on chain ${chainId} is ${nonce}, expected 0`)
  const walletClient = createWalletClient({ account: deployer, transport })
  const hash = await walletClient.deployContract({
    abi: [],
    bytecode: BATCH_ACCOUNT_BYTECODE,
    chain: null,
    nonce,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (
    receipt.status !== 'success' ||
    receipt.contractAddress?.toLowerCase() !== BATCH_ACCOUNT_ADDRESS.toLowerCase()
  )
    throw new Error(`Deploying the batch executor on chain ${chainId} failed`)
}
