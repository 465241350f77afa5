import { useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { useMessages } from '../../ui/context.ts'

/**
 * What the e-mail forms (the address in Connect, the new address, a code) share: the problem a step shows and
 * whether its request is out. `send` checks the input first (a bad one is `invalid`'s text, nothing is sent);
 * a failed request shows its error and lets the person try again.
 */
export function useFormStep() {
  const m = useMessages()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  function send<T>(
    input: { value: string; pattern: RegExp; invalid: string },
    request: (value: string) => Promise<T>,
    done: (result: T, value: string) => void,
    failed?: () => void,
  ): void {
    const value = input.value.trim()
    if (!input.pattern.test(value)) {
      setProblem(input.invalid)
      return
    }
    setProblem(null)
    setBusy(true)
    request(value).then(
      (result) => {
        setBusy(false)
        done(result, value)
      },
      (error: unknown) => {
        setBusy(false)
        failed?.()
        setProblem(errorText(m, error))
      },
    )
  }
  return { problem, setProblem, busy, send }
}

/** A step's problem, announced as it appears. */
export function FormProblem({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <p className="wd-error" role="alert">
      {text}
    </p>
  )
}
