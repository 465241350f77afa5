import { createPublicClient, http, parseAbi } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { getFreePort } from '../ports.ts'
import { DEV_MNEMONIC, getDevAccounts } from '../wallet/devAccounts.ts'
import { DEV_NFTS, deployDevNfts, NFT_DEPLOYER_ADDRESS } from './devNfts.ts'

let chain: AnvilHandle

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await getFreePort() })
})

afterAll(async () => {
  await chain.stop()
})

const abi = parseAbi([
  'function ownerOf(uint256) view returns (address)',
  'function balanceOf(address) view returns (uint256)',
  'function name() view returns (string)',
  'function totalSupply() view returns (uint256)',
])

test('default: the collection is at its fixed address with each dev account’s tokens; deploying again changes nothing', async () => {
  expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 8 }).address).toBe(NFT_DEPLOYER_ADDRESS)
  await deployDevNfts(chain.rpcUrl)
  await deployDevNfts(chain.rpcUrl)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const [crit] = DEV_NFTS
  if (!crit) throw new Error('no collection')
  const read = (functionName: 'name' | 'totalSupply') =>
    client.readContract({ address: crit.address, abi, functionName })
  expect(await read('name')).toBe('Devnet Critters')
  const accounts = getDevAccounts()
  expect(await read('totalSupply')).toBe(BigInt(accounts.length * crit.countEach))
  const owners = await Promise.all(
    Array.from({ length: accounts.length * crit.countEach }, (_, i) =>
      client.readContract({ address: crit.address, abi, functionName: 'ownerOf', args: [BigInt(i + 1)] }),
    ),
  )
  expect(owners).toEqual(accounts.flatMap((a) => Array(crit.countEach).fill(a.address)))
})
