// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Nft } from '../../../src/blockchainApiSchemas.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'
import type { UiIntents } from '../../uiContext.ts'

afterEach(cleanup)

const CAIP = `eip155:1:${ADDRESS}`

function nft(tokenId: string): Nft {
  return {
    chainId: 'eip155:1',
    contract: '0x00000000000000000000000000000000000000c1',
    tokenId,
    name: `Devnet Critters #${tokenId}`,
    collection: { name: 'Devnet Critters', symbol: 'CRIT' },
    imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  }
}

function nftsTab(fetchNfts: UiIntents['fetchNfts'], config?: Record<string, unknown>) {
  const result = renderModal({
    snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
    views: [{ name: 'Account' }],
    intents: { fetchNfts },
    config,
  })
  fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
  return result
}

describe('NFTs tab', () => {
  it('default: a grid of picture, name and collection', async () => {
    const { reads } = nftsTab(async () => ({
      status: 'ready',
      caipAddress: CAIP,
      nfts: [nft('1'), nft('2')],
      fetchedAt: Date.now(),
    }))
    const grid = await screen.findByRole('list', { name: 'Your NFTs' })
    const items = within(grid).getAllByTestId('nft-item')
    expect(items.map((item) => item.textContent)).toEqual([
      'Devnet Critters #1Devnet Critters',
      'Devnet Critters #2Devnet Critters',
    ])
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe(nft('1').imageUrl)
    expect(reads).toContainEqual({ intent: 'fetchNfts', args: [{ force: false }] })
    expect(screen.queryByTestId('nfts-stale')).toBeNull()
  })

  it('behavior: none says so; what cannot be read says NFTs unavailable', async () => {
    nftsTab(async () => ({ status: 'ready', caipAddress: CAIP, nfts: [], fetchedAt: Date.now() }))
    expect((await screen.findByTestId('nfts-empty')).textContent).toBe('No NFTs yet')
    cleanup()
    nftsTab(async () => ({ status: 'unavailable', caipAddress: CAIP, problem: 'HTTP status code: 503' }))
    expect((await screen.findByTestId('nfts-unavailable')).textContent).toBe('NFTs unavailable')
  })

  it('behavior: the last-known list shows with its age, and why it is not fresh', async () => {
    nftsTab(async () => ({
      status: 'stale',
      caipAddress: CAIP,
      nfts: [nft('3')],
      fetchedAt: Date.now() - 5 * 60_000,
      problem: 'HTTP status code: 503',
    }))
    expect((await screen.findByTestId('nfts-stale')).textContent).toMatch(
      /^NFTs unavailable · as of .+ · 5 min\. ago$/,
    )
    expect(screen.getAllByTestId('nft-item')).toHaveLength(1)
  })

  it('behavior: without a data service it says NFTs are not available here, and asks nothing', () => {
    const { reads } = nftsTab(
      async () => {
        throw new Error('not asked')
      },
      { projectId: 'test' },
    )
    expect(screen.getByText('NFTs are not available on this site')).toBeTruthy()
    expect(reads.filter((r) => r.intent === 'fetchNfts')).toEqual([])
  })
})
