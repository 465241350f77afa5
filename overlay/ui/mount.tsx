import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { MountUi } from '../uiContext.ts'
import { App } from './App.tsx'
import { STYLESHEET } from './styles.ts'

/** Renders the UI into the modal's shadow root with its stylesheet; returns the unmount function. */
export const mountUi: MountUi = (root, context) => {
  const doc = root.ownerDocument
  const style = doc.createElement('style')
  style.textContent = STYLESHEET
  const container = doc.createElement('div')
  root.append(style, container)
  const reactRoot = createRoot(container)
  reactRoot.render(
    <StrictMode>
      <App ui={context} />
    </StrictMode>,
  )
  return () => {
    reactRoot.unmount()
    container.remove()
    style.remove()
  }
}
