import { useState } from 'react'
import { getErrorMessage } from '../../../src/errors.ts'
import { closeModal } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useUi } from '../../ui/context.ts'

/** Disconnects the active namespace, then closes the modal; a failure stays open with a message. */
export function DisconnectButton() {
  const { store, intents } = useUi()
  const [pending, setPending] = useState(false)
  const disconnect = async () => {
    setPending(true)
    try {
      await intents.disconnect()
      closeModal(store)
    } catch (error) {
      setPending(false)
      showSnackbar(store, 'error', getErrorMessage(error))
    }
  }
  return (
    <button
      type="button"
      className="wd-button wd-button-wide"
      disabled={pending}
      onClick={() => void disconnect()}
    >
      Disconnect
    </button>
  )
}
