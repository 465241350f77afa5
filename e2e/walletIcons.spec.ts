import { WALLET_ICON } from '../devnet/wallet/walletIcon.ts'
import { WALLET_CONNECT_CONNECTOR } from '../src/walletConnect.ts'
import { dialog, expect, openModal, test } from './fixtures.ts'

// Connect's wallet icons given as inline SVG are drawn into bitmaps while the page is idle (overlay/ui/iconSource.ts),
// so opening the modal builds no SVG document per row. What a person sees must still be each wallet's own icon.

const WALLETS = [
  { name: 'Devnet Wallet', icon: WALLET_ICON },
  { name: 'WalletConnect', icon: WALLET_CONNECT_CONNECTOR.imageUrl as string },
]

test("Connect's rows show each wallet's own icon, drawn as a bitmap before the open", async ({ page }) => {
  await page.goto('/')
  const shownSources = async () => {
    await openModal(page)
    const sources = await Promise.all(
      WALLETS.map(({ name }) =>
        dialog(page).getByRole('button', { name, exact: true }).locator('img').getAttribute('src'),
      ),
    )
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    return sources
  }
  // The bitmaps are made at idle after the core lists the wallets; an open before then shows the SVGs themselves.
  await expect
    .poll(async () => (await shownSources()).map((src) => src?.slice(0, 22)))
    .toEqual(['data:image/png;base64,', 'data:image/png;base64,'])
  const bitmaps = (await shownSources()) as string[]

  // Each bitmap and its wallet's SVG, both drawn at the large icon's 72 px: the mean difference per colour channel
  // (0-255).
  const difference = (svg: string, bitmap: string) =>
    page.evaluate(
      async ([a, b]) => {
        const pixels = async (url: string) => {
          const image = new Image()
          image.src = url
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = 72
          canvas.height = 72
          const context = canvas.getContext('2d') as CanvasRenderingContext2D
          context.imageSmoothingQuality = 'high'
          context.drawImage(image, 0, 0, 72, 72)
          return context.getImageData(0, 0, 72, 72).data
        }
        const [x, y] = await Promise.all([pixels(a), pixels(b)])
        let sum = 0
        for (let i = 0; i < x.length; i += 1) sum += Math.abs((x[i] as number) - (y[i] as number))
        return sum / x.length
      },
      [svg, bitmap] as const,
    )
  const [devnet, walletConnect] = WALLETS
  const [devnetBitmap, walletConnectBitmap] = bitmaps as [string, string]
  const own = [
    await difference(devnet?.icon as string, devnetBitmap),
    await difference(walletConnect?.icon as string, walletConnectBitmap),
  ]
  expect(
    own.map((d) => d < 2),
    `differences ${own.join(', ')}`,
  ).toEqual([true, true])
  // The measure tells icons apart: one wallet's bitmap against the other's SVG.
  expect(await difference(devnet?.icon as string, walletConnectBitmap)).toBeGreaterThan(30)
})
