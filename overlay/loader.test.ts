// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import pkg from '../package.json'

describe('public surface', () => {
  it('behavior: the package exports only the loader, and the loader only createWalletdock', async () => {
    expect(pkg.exports).toEqual({ '.': './overlay/loader.ts' })
    const loader = await import('./loader.ts')
    expect(Object.keys(loader).sort()).toEqual(['createWalletdock'])
  })

  it('behavior: importing the loader defines no elements and starts no worker until createWalletdock', async () => {
    await import('./loader.ts')
    expect(customElements.get('walletdock-modal')).toBeUndefined()
    expect(customElements.get('walletdock-button')).toBeUndefined()
  })
})
