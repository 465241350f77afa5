import { type PointerEvent as ReactPointerEvent, type RefObject, useRef } from 'react'
import { SHEET_CLOSE_DRAG_PX, SHEET_MAX_WIDTH_PX } from '../../src/constants.ts'

// A quick flick closes the sheet even when it moved less than SHEET_CLOSE_DRAG_PX (px per ms, downwards).
const FLICK_SPEED = 0.6
const FLICK_MIN_PX = 24

/**
 * Drag-to-close for the bottom sheet (phones only): a pointer that goes down on the handle or the header moves
 * the sheet with it, and letting go far enough down (or with a flick) closes it; otherwise it springs back.
 * Returns the pointerdown handler to put on those parts. Buttons in the header keep their own taps.
 */
export function useSheetDrag(
  sheetRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): (event: ReactPointerEvent<HTMLElement>) => void {
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  return (event) => {
    const sheet = sheetRef.current
    const view = sheet?.ownerDocument.defaultView
    if (!sheet || !view || event.button !== 0) return
    if (!view.matchMedia(`(max-width: ${SHEET_MAX_WIDTH_PX}px)`).matches) return
    if ((event.target as Element).closest('button, a, input')) return
    const handle = event.currentTarget
    const startY = event.clientY
    const startAt = event.timeStamp
    let dy = 0
    handle.setPointerCapture(event.pointerId)
    sheet.dataset.dragging = 'true'
    const move = (e: PointerEvent) => {
      dy = Math.max(0, e.clientY - startY)
      sheet.style.transform = dy ? `translateY(${dy}px)` : ''
    }
    const end = (e: PointerEvent) => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', end)
      handle.removeEventListener('pointercancel', end)
      delete sheet.dataset.dragging
      sheet.style.transform = ''
      const speed = dy / Math.max(1, e.timeStamp - startAt)
      if (
        e.type === 'pointerup' &&
        (dy >= SHEET_CLOSE_DRAG_PX || (dy >= FLICK_MIN_PX && speed >= FLICK_SPEED))
      )
        closeRef.current()
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', end)
    handle.addEventListener('pointercancel', end)
  }
}
