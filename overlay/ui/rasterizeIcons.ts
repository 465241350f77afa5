/**
 * Side of the square bitmap an icon is drawn into: the large icon (72 CSS px) at twice its size, so it stays sharp
 * on 2x screens and a row's 36 px icon is an exact quarter.
 */
export const ICON_BITMAP_PX = 144

/**
 * Draws each icon into a PNG as `<img class="wd-item-icon">` shows it (a square box, `object-fit: cover`), or gives
 * undefined for one that does not load or cannot be read back. Icons are images: an SVG's scripts never run.
 */
export function rasterizeIcons(urls: string[], doc: Document = document): Promise<(string | undefined)[]> {
  return Promise.all(urls.map((url) => rasterizeIcon(url, doc).catch(() => undefined)))
}

async function rasterizeIcon(url: string, doc: Document): Promise<string | undefined> {
  const image = new Image()
  image.src = url
  await image.decode()
  const canvas = doc.createElement('canvas')
  canvas.width = ICON_BITMAP_PX
  canvas.height = ICON_BITMAP_PX
  const context = canvas.getContext('2d')
  if (!context) return undefined
  // Cover: a wide or tall icon overflows the square on two sides, centred, as the `<img>` crops it. Drawn whole at
  // its place (not from a source rectangle, which draws an SVG at its default size first and blurs it).
  const ratio =
    image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : 1
  const width = ICON_BITMAP_PX * Math.max(ratio, 1)
  const height = ICON_BITMAP_PX * Math.max(1 / ratio, 1)
  context.drawImage(image, (ICON_BITMAP_PX - width) / 2, (ICON_BITMAP_PX - height) / 2, width, height)
  return canvas.toDataURL('image/png')
}
