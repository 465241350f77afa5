import { parseUnits } from 'viem'
import { SendDetailsRequiredError } from '../../src/errors.ts'

/** An amount entered in whole units (`1.5`) in base units for `decimals`; a malformed or non-positive one is refused. */
export function parseAmount(amount: string, decimals: number): bigint {
  const text = amount.trim()
  let value: bigint
  try {
    if (!/^\d*\.?\d*$/.test(text)) throw new Error('not a decimal number')
    value = parseUnits(text, decimals)
  } catch {
    throw new SendDetailsRequiredError({ details: `Invalid amount: ${amount}` })
  }
  if (value <= 0n) throw new SendDetailsRequiredError({ details: 'The amount must be more than 0.' })
  return value
}
