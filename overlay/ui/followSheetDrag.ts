import { SHEET_CLOSE_DRAG_PX } from '../../src/constants.ts'

// A quick flick closes the sheet even when it moved less than SHEET_CLOSE_DRAG_PX (px per ms, downwards).
const FLICK_SPEED = 0.6
const FLICK_MIN_PX = 24

/** Where a drag of the sheet started: the pointer (already captured by `handle`) and when. */
export type SheetDragStart = { handle: HTMLElement; pointerId: number; startY: number; startAt: number }

/**
 * Moves the bottom sheet with a pointer that went down on its handle or header; letting go far enough down
 * (or with a flick) calls `close`, otherwise the sheet springs back. Loaded on the first drag (phones only).
 */
export function followSheetDrag(sheet: HTMLElement, start: SheetDragStart, close: () => void): void {
  const { handle, pointerId, startY, startAt } = start
  if (!handle.hasPointerCapture(pointerId)) return
  let dy = 0
  const move = (e: PointerEvent) => {
    dy = Math.max(0, e.clientY - startY)
    sheet.style.transform = dy ? `translateY(${dy}px)` : ''
  }
  const end = (e: PointerEvent) => {
    handle.removeEventListener('pointermove', move)
    handle.removeEventListener('pointerup', end)
    handle.removeEventListener('pointercancel', end)
    sheet.style.transform = ''
    const speed = dy / Math.max(1, e.timeStamp - startAt)
    if (e.type === 'pointerup' && (dy >= SHEET_CLOSE_DRAG_PX || (dy >= FLICK_MIN_PX && speed >= FLICK_SPEED)))
      close()
  }
  handle.addEventListener('pointermove', move)
  handle.addEventListener('pointerup', end)
  handle.addEventListener('pointercancel', end)
}
