import { useEffect, useRef } from 'react'
import type { UiIntents } from '../uiContext.ts'

/**
 * Tells the core when this tab's modal opens and closes (MODAL_OPEN / MODAL_CLOSE; the core adds whether an
 * account is connected). A modal that was never open closes without an event. Nothing waits for the answer.
 */
export function useModalEvents(intents: UiIntents, open: boolean): void {
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open === wasOpen.current) return
    wasOpen.current = open
    const event = open ? 'MODAL_OPEN' : 'MODAL_CLOSE'
    void intents.trackEvent({ event, url: location.href }).catch(() => undefined)
  }, [intents, open])
}
