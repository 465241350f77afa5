// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId } from '../../../src/types.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

describe('WalletReceive', () => {
  it('default: the address in full and as a QR code, with every EVM network of the host accepting it', () => {
    renderModal({
      snapshot: makeSnapshot({
        connections: { eip155: connectedTo() },
        requestedNetworks: ['eip155:1', 'eip155:137', SOLANA_DEVNET],
      }),
      views: [{ name: 'WalletReceive' }],
    })
    expect(screen.getByRole('dialog', { name: 'Receive' })).toBeTruthy()
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS)
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    const networks = within(screen.getByRole('list', { name: 'Networks that accept this address' }))
    expect(
      networks.getAllByRole('listitem').map((li) => li.querySelector('.wd-chip-name')?.textContent),
    ).toEqual(['Ethereum', 'Polygon'])
    expect(screen.getByRole('note').textContent).toBe(
      'Send only on these networks. Funds sent on any other network may be lost.',
    )
  })

  it('behavior: a Solana account is accepted on its own cluster only', () => {
    renderModal({
      snapshot: makeSnapshot({
        activeNamespace: 'solana',
        activeCaipNetworkId: SOLANA_DEVNET,
        requestedNetworks: ['eip155:1', SOLANA_DEVNET, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        connections: {
          solana: {
            status: 'connected',
            connectorId: 'phantom',
            address: SOLANA_ADDRESS,
            caipNetworkId: SOLANA_DEVNET,
          },
        },
      }),
      views: [{ name: 'WalletReceive' }],
    })
    expect(screen.getByTestId('receive-address').textContent).toBe(SOLANA_ADDRESS)
    const networks = within(screen.getByRole('list', { name: 'Networks that accept this address' }))
    expect(
      networks.getAllByRole('listitem').map((li) => li.querySelector('.wd-chip-name')?.textContent),
    ).toEqual(['Solana Devnet'])
  })

  it('behavior: Copy address copies the whole address', async () => {
    const writeText = vi.fn(async (_: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { store } = renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
      views: [{ name: 'WalletReceive' }],
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(store.getState().snackbar).toMatchObject({ variant: 'success', message: 'Address copied' })
  })
})
