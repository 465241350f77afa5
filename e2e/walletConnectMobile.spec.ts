import { devices } from '@playwright/test'
import { dialog, expect, openModal, test } from './fixtures.ts'
import { BOBBY } from './walletFixtures.ts'

// A phone: the modal offers the directory's wallets instead of a QR code, and a tap opens the wallet.
test.use({ userAgent: devices['Pixel 7'].userAgent, viewport: devices['Pixel 7'].viewport, hasTouch: true })

test('on a phone, a tap in AllWallets opens the phone wallet with the pairing link in that click; approving there connects', async ({
  context,
  page,
}) => {
  await page.goto('/')
  await openModal(page)
  // No QR code entry on a phone.
  await expect(dialog(page).getByRole('button', { name: 'WalletConnect', exact: true })).toHaveCount(0)
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  // AllWallets prepares the pairing as it opens, so the tap needs no await before opening the wallet.
  await page.waitForFunction(
    () =>
      (
        window as unknown as {
          walletdock: { store: { getState(): { snapshot: { walletConnect?: { status: string } } | null } } }
        }
      ).walletdock.store.getState().snapshot?.walletConnect?.status === 'ready',
  )
  const opened = context.waitForEvent('page')
  await dialog(page).getByRole('button', { name: 'Devnet Phone Wallet' }).click()
  const phone = await opened
  await phone.waitForLoadState()
  expect(new URL(phone.url()).pathname).toBe('/wc')
  expect(new URL(phone.url()).searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)

  const proposal = phone.getByTestId('pending-proposal')
  await expect(proposal).toContainText('Walletdock demo wants to connect')
  // The demo asks for Solana Devnet too; the phone page holds a Solana account for it.
  await expect(proposal).toContainText('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  await expect(phone.getByTestId('phone-solana-account')).toHaveText(
    'Solana account BfANtiykfLWvjnEuXwzynCTatey9GoAXfE9haRU2qKL6',
  )
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(BOBBY)
  await expect(phone.getByTestId('phone-session')).toContainText('Walletdock demo')
  await expect(phone.getByTestId('phone-session')).toContainText('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  await expect(dialog(page)).toContainText(/Account|0x7099|bobby/)
})
