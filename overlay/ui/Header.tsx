import type { PointerEvent } from 'react'
import { useMessages } from './context.ts'

/** Props of the modal header. */
export type HeaderProps = {
  title: string
  titleId: string
  /** Shown as a Back button when given. */
  onBack?: (() => void) | undefined
  onClose: () => void
  /** The bottom sheet drags by its header (phones). */
  onPointerDown?: ((event: PointerEvent<HTMLDivElement>) => void) | undefined
}

/** Title with optional Back and a Close button. */
export function Header({ title, titleId, onBack, onClose, onPointerDown }: HeaderProps) {
  const m = useMessages()
  return (
    <div className="wd-header" onPointerDown={onPointerDown}>
      {onBack ? (
        <button type="button" className="wd-icon-button" aria-label={m.modal.back} onClick={onBack}>
          <Chevron />
        </button>
      ) : (
        <span className="wd-header-spacer" />
      )}
      {/* Keyed by the text so each new title fades in (header text animation). */}
      <h2 key={title} id={titleId} className="wd-title">
        {title}
      </h2>
      <button type="button" className="wd-icon-button" aria-label={m.modal.close} onClick={onClose}>
        <Cross />
      </button>
    </div>
  )
}

function Chevron() {
  return (
    <svg
      className="wd-flip-rtl"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

function Cross() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="m4 4 8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
