import { useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { closeModal } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useMessages, useUi } from '../../ui/context.ts'

/** Disconnects the active namespace, then closes the modal; a failure stays open with a message. */
export function DisconnectButton() {
  const { store, intents } = useUi()
  const m = useMessages()
  const [pending, setPending] = useState(false)
  const disconnect = async () => {
    setPending(true)
    try {
      await intents.disconnect()
      closeModal(store)
    } catch (error) {
      setPending(false)
      showSnackbar(store, 'error', errorText(m, error))
    }
  }
  return (
    <button
      type="button"
      className="wd-button wd-button-wide"
      disabled={pending}
      onClick={() => void disconnect()}
    >
      {m.account.disconnect}
    </button>
  )
}
