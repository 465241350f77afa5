import { decodeAbiParameters, type Hex, parseAbi, parseAbiParameters, size } from 'viem'

/** Uniswap Universal Router's entry points: a byte string of commands, one ABI-encoded input per command. */
export const universalRouterAbi = parseAbi([
  'function execute(bytes commands, bytes[] inputs, uint256 deadline)',
  'function execute(bytes commands, bytes[] inputs)',
])

/** One router command as the approval view shows it; `unknown` (or malformed) ones fail closed. */
export type RouterStep =
  | { type: 'permit'; token: string; spender: string; amount: bigint; deadline: bigint }
  | { type: 'transferFrom'; token: string; from: string | undefined; to: string; amount: bigint }
  | { type: 'command'; name: string }
  | { type: 'unknown'; name: string }

// Commands.sol: the top bit allows a revert, the low six bits are the command. Only commands whose number means
// the same in every router version are named: from 0x10 on, v1 (NFT markets) and v2 (v4 swaps) differ.
const FLAG_ALLOW_REVERT = 0x80
const COMMAND_MASK = 0x3f
const PERMIT2_TRANSFER_FROM = 0x02
const PERMIT2_PERMIT_BATCH = 0x03
const PERMIT2_PERMIT = 0x0a
const PERMIT2_TRANSFER_FROM_BATCH = 0x0d
const PLAIN_COMMANDS: Readonly<Record<number, string>> = {
  0: 'V3_SWAP_EXACT_IN',
  1: 'V3_SWAP_EXACT_OUT',
  4: 'SWEEP',
  5: 'TRANSFER',
  6: 'PAY_PORTION',
  8: 'V2_SWAP_EXACT_IN',
  9: 'V2_SWAP_EXACT_OUT',
  11: 'WRAP_ETH',
  12: 'UNWRAP_WETH',
  14: 'BALANCE_CHECK_ERC20',
}

// Permit2's IAllowanceTransfer structs, as the router's dispatcher decodes them.
const details = '(address token, uint160 amount, uint48 expiration, uint48 nonce)'
const permitSingleParams = parseAbiParameters(
  `(${details} details, address spender, uint256 sigDeadline) permitSingle, bytes signature`,
)
const permitBatchParams = parseAbiParameters(
  `(${details}[] details, address spender, uint256 sigDeadline) permitBatch, bytes signature`,
)
const transferFromParams = parseAbiParameters('address token, address recipient, uint160 amount')
const transferFromBatchParams = parseAbiParameters(
  '(address from, address to, uint160 amount, address token)[] batchDetails',
)

/**
 * The steps of a router `execute`: Permit2 allowances it grants (signed by `sender`, the router's caller) and
 * Permit2 transfers it makes from `sender`'s tokens, each as its own step; other known commands by name; an
 * unknown command, or a known one whose input does not parse, as `unknown`. Undefined when commands and inputs
 * do not pair up.
 */
export function routerSteps(
  commands: Hex,
  inputs: readonly Hex[],
  sender: string | undefined,
): RouterStep[] | undefined {
  const count = size(commands)
  if (count !== inputs.length) return undefined
  const steps: RouterStep[] = []
  for (let i = 0; i < count; i++) {
    const byte = Number.parseInt(commands.slice(2 + i * 2, 4 + i * 2), 16)
    const command = byte & ~FLAG_ALLOW_REVERT
    const input = inputs[i] ?? '0x'
    const name = `command 0x${command.toString(16).padStart(2, '0')}`
    try {
      steps.push(...commandSteps(command, input, sender, name))
    } catch {
      steps.push({ type: 'unknown', name })
    }
  }
  return steps
}

function commandSteps(command: number, input: Hex, sender: string | undefined, name: string): RouterStep[] {
  // Bits outside the mask are unused: a command that sets them is not one known here.
  if ((command & COMMAND_MASK) !== command) return [{ type: 'unknown', name }]
  switch (command) {
    case PERMIT2_PERMIT: {
      const [permit] = decodeAbiParameters(permitSingleParams, input)
      return [permitStep(permit.details, permit.spender, permit.sigDeadline)]
    }
    case PERMIT2_PERMIT_BATCH: {
      const [permit] = decodeAbiParameters(permitBatchParams, input)
      if (permit.details.length === 0) return [{ type: 'unknown', name }]
      return permit.details.map((d) => permitStep(d, permit.spender, permit.sigDeadline))
    }
    case PERMIT2_TRANSFER_FROM: {
      const [token, to, amount] = decodeAbiParameters(transferFromParams, input)
      return [{ type: 'transferFrom', token, from: sender, to, amount }]
    }
    case PERMIT2_TRANSFER_FROM_BATCH: {
      const [batch] = decodeAbiParameters(transferFromBatchParams, input)
      if (batch.length === 0) return [{ type: 'unknown', name }]
      return batch.map((d) => ({
        type: 'transferFrom',
        token: d.token,
        from: d.from,
        to: d.to,
        amount: d.amount,
      }))
    }
  }
  const plain = PLAIN_COMMANDS[command]
  return [plain ? { type: 'command', name: plain } : { type: 'unknown', name }]
}

function permitStep(d: { token: string; amount: bigint }, spender: string, deadline: bigint): RouterStep {
  return { type: 'permit', token: d.token, spender, amount: d.amount, deadline }
}
