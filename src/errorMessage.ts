import { BaseError, causeChain } from './baseError.ts'
import { firstValidationMessage } from './validationIssue.ts'

/** The text to show a person for any thrown value (spec part 8): first validation issue, else message, else 'Unknown error'. */
export function getErrorMessage(e: unknown): string {
  for (const link of causeChain(e)) {
    const issue = firstValidationMessage(link)
    if (issue !== undefined) return issue
    // A zod error that crossed the worker boundary keeps its first issue as shortMessage.
    if (link instanceof BaseError && link.name === 'ZodError') return link.shortMessage
  }
  if (typeof e === 'string' && e) return e
  if (e instanceof BaseError) return e.shortMessage
  if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string' && e.message)
    return e.message
  return 'Unknown error'
}

/** True when the user declined in the wallet: code 4001 anywhere in the cause chain. */
export function isUserRejection(e: unknown): boolean {
  return causeChain(e).some(
    (link) => typeof link === 'object' && link !== null && 'code' in link && link.code === 4001,
  )
}
