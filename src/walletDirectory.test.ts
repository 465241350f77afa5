import { expect, test } from 'vitest'
import { getWalletsReplySchema, toWalletEntry } from './walletDirectory.ts'

const wallet = {
  id: 'abc',
  name: 'Basalt Wallet',
  image_id: 'img-1',
  mobile_link: 'basaltwallet://',
  desktop_link: null,
  webapp_link: 'https://web.basalt.example/',
  rdns: 'example.basalt',
  chains: ['eip155:1'],
  badge_type: 'certified',
  homepage: 'https://basalt.example',
}

test('default: reads a getWallets reply into wallet entries', () => {
  const reply = getWalletsReplySchema.parse({ count: 1, data: [wallet] })
  expect(reply.data.map((w) => toWalletEntry(w))).toEqual([
    {
      id: 'abc',
      name: 'Basalt Wallet',
      imageId: 'img-1',
      mobileLink: 'basaltwallet://',
      webappLink: 'https://web.basalt.example/',
      rdns: 'example.basalt',
      chains: ['eip155:1'],
      badge: 'certified',
    },
  ])
})

test('error: a reply with a nameless wallet or a bad count fails; a dangerous link is only dropped', () => {
  expect(getWalletsReplySchema.safeParse({ count: 'many', data: [] }).success).toBe(false)
  expect(getWalletsReplySchema.safeParse({ count: 1, data: [{ ...wallet, name: undefined }] }).success).toBe(
    false,
  )
  expect(getWalletsReplySchema.safeParse({ count: 1, data: [{ ...wallet, id: 7 }] }).success).toBe(false)
  const risky = getWalletsReplySchema.parse({
    count: 1,
    data: [{ ...wallet, mobile_link: 'javascript:alert(1)', webapp_link: 'not a link' }],
  })
  const entry = toWalletEntry(risky.data[0] as never)
  expect(entry.mobileLink).toBeUndefined()
  expect(entry.webappLink).toBeUndefined()
  expect(entry.name).toBe('Basalt Wallet')
})
