/** An EIP-1193 error: `code` is what dapps branch on, so it stays stable. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** 4001: the person pressed Reject (or the wallet is in reject mode). */
export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

/** 4100: the site is not connected, or asked for an account it was not given. */
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')

/** 4200: the wallet does not implement the method. */
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}`)

/** 4902: the chain is not added to the wallet yet; dapps fall back to wallet_addEthereumChain. */
export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )

/** -32602: malformed parameters. */
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

/** -32603: something went wrong talking to the chain. */
export const internalError = (message: string, data?: unknown) => new ProviderRpcError(-32603, message, data)
