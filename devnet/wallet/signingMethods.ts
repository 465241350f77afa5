import type { Hex } from 'viem'
import { describeMessage, describeValue } from './consentRequest.ts'
import type { DevAccount } from './devAccounts.ts'
import { invalidParams } from './providerErrors.ts'
import {
  parseParams,
  personalSignParams,
  sendTransactionParams,
  signTypedDataParams,
} from './requestParams.ts'
import { sendTransaction } from './sendTransaction.ts'
import { getCurrentChain, networkRow, type WalletMethod } from './walletContext.ts'

type TypedDataDefinition = Parameters<DevAccount['signTypedData']>[0]

/** personal_sign, eth_signTypedData_v4 and eth_sendTransaction: each needs an authorized account and consent. */
export const signingMethods: Record<string, WalletMethod> = {
  personal_sign: async (context, params, method) => {
    const [message, address] = parseParams(personalSignParams, method, params)
    const account = context.requireAccount(address)
    await context.ask({
      method,
      title: 'Signature request',
      details: [
        { label: 'Account', value: address },
        { label: 'Message', value: describeMessage(message) },
      ],
    })
    const isBytes = /^0x([0-9a-fA-F]{2})*$/.test(message)
    return account.signMessage({ message: isBytes ? { raw: message as Hex } : message })
  },

  eth_signTypedData_v4: async (context, params, method) => {
    const [address, typedData] = parseParams(signTypedDataParams, method, params)
    const account = context.requireAccount(address)
    const { chainId } = context.load()
    // Like real wallets, refuse a signature meant for another chain than the one the person sees.
    if (typedData.domain.chainId !== undefined && Number(typedData.domain.chainId) !== chainId) {
      throw invalidParams(
        `Provided chainId "${String(typedData.domain.chainId)}" must match the active chainId "${chainId}".`,
      )
    }
    await context.ask({
      method,
      title: 'Signature request',
      details: [
        { label: 'Account', value: address },
        { label: 'Domain', value: String(typedData.domain.name ?? '') },
        { label: 'Type', value: typedData.primaryType },
        { label: 'Message', value: JSON.stringify(typedData.message, null, 2) },
      ],
    })
    try {
      // The schema checked the shape; viem checks the values against the declared types while hashing.
      return await account.signTypedData(typedData as TypedDataDefinition)
    } catch (error) {
      throw invalidParams(`Invalid typed data: ${(error as Error).message}`)
    }
  },

  eth_sendTransaction: async (context, params, method) => {
    const [transaction] = parseParams(sendTransactionParams, method, params)
    const account = context.requireAccount(transaction.from)
    const chain = getCurrentChain(context.load())
    if (transaction.chainId !== undefined && transaction.chainId !== chain.chainId) {
      throw invalidParams(
        `Transaction chainId ${transaction.chainId} does not match the active chainId ${chain.chainId}.`,
      )
    }
    const data = transaction.data ?? transaction.input
    await context.ask({
      method,
      title: 'Send transaction',
      details: [
        { label: 'From', value: transaction.from },
        { label: 'To', value: transaction.to ?? '(new contract)' },
        { label: 'Value', value: describeValue(transaction.value, chain.nativeCurrency.symbol) },
        ...(data && data !== '0x' ? [{ label: 'Data', value: data }] : []),
        networkRow(chain),
      ],
    })
    // The chain may have changed while the prompt was open: send where the person approved.
    return sendTransaction({ account, chain, transaction, rpc: context.rpc })
  },
}
