import {
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import { ANIMATION_HEIGHT_MS, SHEET_MAX_WIDTH_PX } from '../../src/constants.ts'
import type { Snackbar as SnackbarMessage } from '../tabStore.ts'
import { useMessages } from './context.ts'
import { deepActiveElement, trapTab } from './focus.ts'
import { Header } from './Header.tsx'
import { Snackbar } from './Snackbar.tsx'
import type { ThemeMode } from './theme.ts'

/** Props of the modal shell. */
export type ModalProps = {
  title: string
  /** Changes whenever another view shows, so the new view animates in. */
  viewKey: string
  themeMode: ThemeMode
  themeStyle: CSSProperties
  shake: boolean
  snackbar: SnackbarMessage | null
  onBack?: (() => void) | undefined
  onClose: () => void
  children: ReactNode
}

/** The dialog: backdrop, header, animated body, snackbar; traps focus and closes on Escape. */
export function Modal(props: ModalProps) {
  const { title, viewKey, themeMode, themeStyle, shake, snackbar, onBack, onClose, children } = props
  const titleId = useId()
  const { direction, intlLocale } = useMessages()
  const dialogRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const height = useBodyHeight(contentRef, viewKey)
  const closeRef = useRef(onClose)
  // The view transition (spec: 150 ms) is between views: the view the modal opens on shows with the dialog,
  // so a person sees the wallets in the first frame rather than fading in after it.
  const openedOn = useRef<string | undefined>(viewKey)
  useLayoutEffect(() => {
    // Once another view has shown, coming back to the first one is a transition like any other.
    if (viewKey !== openedOn.current) openedOn.current = undefined
  }, [viewKey])
  useLayoutEffect(() => {
    closeRef.current = onClose
  })
  // Drag-to-close of the bottom sheet (phones): the pointer is captured at once, and the code that follows it
  // loads with the first drag, so desktops never fetch it. Buttons in the header keep their own taps.
  const startDrag = (event: PointerEvent<HTMLElement>) => {
    const sheet = dialogRef.current
    const view = sheet?.ownerDocument.defaultView
    if (!sheet || !view || event.button !== 0 || (event.target as Element).closest('button, a, input')) return
    if (!view.matchMedia(`(max-width: ${SHEET_MAX_WIDTH_PX}px)`).matches) return
    const start = {
      handle: event.currentTarget,
      pointerId: event.pointerId,
      startY: event.clientY,
      startAt: event.timeStamp,
    }
    start.handle.setPointerCapture(start.pointerId)
    void import('./followSheetDrag.ts').then((m) => m.followSheetDrag(sheet, start, () => closeRef.current()))
  }

  // Focus moves in on open, stays in (Tab cycles, focus leaving is pulled back) and goes back on close.
  // Keys are heard on the document so they work even when focus has fallen out of the dialog. A layout effect:
  // it runs in the commit that puts the dialog in, so no frame shows a dialog deaf to Escape. As a passive
  // effect it ran a task later whenever the dialog came with a render React does not flush at once (the UI's
  // first render, when open() came before the idle preload had mounted it), and on a busy machine an Escape
  // pressed in between was lost: the modal stayed open and the host's eth_requestAccounts never settled.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const doc = dialog.ownerDocument
    const previous = deepActiveElement(doc)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
        return
      }
      trapTab(event, dialog, deepActiveElement(doc))
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!event.composedPath().includes(dialog)) dialog.focus()
    }
    doc.addEventListener('keydown', onKeyDown, true)
    doc.addEventListener('focusin', onFocusIn)
    dialog.focus()
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true)
      doc.removeEventListener('focusin', onFocusIn)
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  // A view change or a state change (e.g. 'Try again' giving way to a spinner) can remove the focused
  // control; focus would then fall to the page, so it is put back on the dialog.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver(() => {
      const active = deepActiveElement(dialog.ownerDocument)
      if (!active || !dialog.contains(active)) dialog.focus()
    })
    observer.observe(dialog, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the Close button are the keyboard ways.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape closes from anywhere.
    <div
      className="wd-root"
      data-theme={themeMode}
      dir={direction}
      lang={intlLocale}
      style={themeStyle}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialogRef}
        className="wd-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake ? 'true' : undefined}
      >
        {/* The bottom sheet's grip (phones): a pointer shortcut; Close, Escape and the backdrop also close. */}
        <div className="wd-sheet-handle" aria-hidden="true" onPointerDown={startDrag} />
        <Header title={title} titleId={titleId} onBack={onBack} onClose={onClose} onPointerDown={startDrag} />
        <div className="wd-body" style={height === undefined ? undefined : { height }}>
          <div ref={contentRef}>
            <div
              key={viewKey}
              className={viewKey === openedOn.current ? 'wd-view wd-view-opened' : 'wd-view'}
            >
              {children}
            </div>
          </div>
        </div>
        <Snackbar message={snackbar} />
      </div>
    </div>
  )
}

/**
 * The body's height: its content's own within a view, so what a view adds is laid out in the same frame (the modal
 * is centred: a body catching up frames later would move every row already on screen, Connect's late rows under
 * the pointer). Across a change of view it is held explicitly, from the old view's height to the new one's, which
 * CSS animates; then it is the content's own again.
 */
function useBodyHeight(ref: RefObject<HTMLDivElement | null>, viewKey: string): number | undefined {
  const [height, setHeight] = useState<number>()
  const measured = useRef<number | undefined>(undefined)
  const shown = useRef(viewKey)
  const changing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      measured.current = element.getBoundingClientRect().height || undefined
      // The observer runs before the frame is painted: the transition starts in the frame the new view shows.
      if (changing.current !== undefined) flushSync(() => setHeight(measured.current))
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      clearTimeout(changing.current)
    }
  }, [ref])
  useLayoutEffect(() => {
    if (viewKey === shown.current) return
    shown.current = viewKey
    if (measured.current === undefined) return
    // The old view's height, in the commit that shows the new view; the observer then gives the new one.
    setHeight(measured.current)
    clearTimeout(changing.current)
    changing.current = setTimeout(() => {
      changing.current = undefined
      setHeight(undefined)
    }, ANIMATION_HEIGHT_MS + 50)
  }, [viewKey])
  return height
}
