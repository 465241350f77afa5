// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletdock } from '../loader.ts'
import { useAccount, useModal, useWalletdock, WalletdockProvider } from '../react.ts'
import { ADDRESS, connectedTo, makeSnapshot } from '../ui/testing.tsx'

// A page's instance; happy-dom has no worker, so the test plays the core's part by setting snapshots.
async function instance() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const walletdock = createWalletdock({ projectId: 'p' })
  await walletdock.ready.catch(() => undefined)
  return walletdock
}

// The loader's lazy pieces (the Wallet Standard bridge) finish loading before the page goes away.
afterEach(() => vi.dynamicImportSettled())

describe('hooks', () => {
  it('behavior: useAccount renders again only when the account changes; useModal follows the modal', async () => {
    const walletdock = await instance()
    let renders = 0
    function Probe() {
      renders += 1
      const account = useAccount()
      const modal = useModal()
      return (
        <p>
          {account.status} {account.address ?? 'none'} {modal.isOpen ? 'open' : 'closed'}{' '}
          {useWalletdock() === walletdock ? 'same' : 'other'}
        </p>
      )
    }
    render(
      <StrictMode>
        <WalletdockProvider walletdock={walletdock}>
          <Probe />
        </WalletdockProvider>
      </StrictMode>,
    )
    expect(screen.getByText('disconnected none closed same')).toBeTruthy()
    const before = renders
    // A snapshot that changes nothing the hooks show renders nothing.
    act(() => walletdock.store.setState({ snapshot: makeSnapshot({ version: 1 }) }))
    expect(renders).toBe(before)

    act(() =>
      walletdock.store.setState({
        snapshot: makeSnapshot({ version: 2, connections: { eip155: connectedTo() } }),
      }),
    )
    expect(screen.getByText(`connected ${ADDRESS} closed same`)).toBeTruthy()
    act(() => walletdock.store.setState({ stack: { views: [{ name: 'Account' }], open: true } }))
    expect(screen.getByText(`connected ${ADDRESS} open same`)).toBeTruthy()
  })

  it('error: a hook outside WalletdockProvider says where it must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function Outside() {
      useAccount()
      return null
    }
    expect(() => render(<Outside />)).toThrow('useAccount must be used inside <WalletdockProvider>')
  })
})
