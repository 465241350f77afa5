import { createHash } from 'node:crypto'

/** A wallet as the directory stores and serves it (the production `getWallets` entry shape). */
export type DirectoryWallet = {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  rdns: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
}

// Invented names: the devnet never lists real products.
const NAMES = [
  'Aurora',
  'Basalt',
  'Cobalt',
  'Driftwood',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Obsidian',
  'Pinecone',
  'Quartz',
  'Riverstone',
  'Saffron',
  'Tundra',
  'Umber',
  'Vantage',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Alder',
  'Bramble',
  'Cinder',
  'Dune',
  'Estuary',
  'Fennel',
  'Glacier',
  'Heather',
  'Iris',
  'Jasper',
  'Kelp',
  'Lichen',
  'Marble',
  'Nectar',
  'Opal',
  'Prairie',
  'Quill',
  'Rowan',
  'Sierra',
  'Thistle',
  'Upland',
  'Verdant',
  'Wren',
  'Yonder',
  'Zinnia',
  'Anchor',
  'Beacon',
  'Compass',
  'Delta',
  'Eclipse',
  'Falcon',
  'Gale',
  'Halo',
  'Ion',
]

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/** The devnet's two real wallets first (they work end to end), then 60 listed ones, in directory order. */
export function createWalletCatalog(): DirectoryWallet[] {
  const devnet: DirectoryWallet[] = [
    entry('Devnet Phone Wallet', 0, {
      webapp_link: 'http://127.0.0.1:5174/',
      mobile_link: 'http://127.0.0.1:5174/',
      badge_type: 'certified',
    }),
    // The injected Devnet Wallet's EIP-6963 rdns, so the modal knows it as installed.
    entry('Devnet Wallet', 1, { rdns: 'dev.walletdock.devnet-wallet', badge_type: 'certified' }),
  ]
  const listed = NAMES.map((name, i) => {
    const slug = name.toLowerCase()
    return entry(`${name} Wallet`, i + 2, {
      mobile_link: i % 3 === 0 ? `https://${slug}.wallet.example/app` : `${slug}wallet://`,
      desktop_link: i % 4 === 0 ? `${slug}desktop://` : null,
      webapp_link: i % 5 === 0 ? `https://web.${slug}.wallet.example/` : null,
      rdns: i % 6 === 0 ? `example.${slug}` : null,
      badge_type: i % 3 === 1 ? 'certified' : 'none',
      chains:
        i % 4 === 3
          ? ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
          : ['eip155:1', 'eip155:137', 'eip155:31337'],
    })
  })
  return [...devnet, ...listed]
}

function entry(name: string, order: number, fields: Partial<DirectoryWallet>): DirectoryWallet {
  const slug = name.toLowerCase().replaceAll(' ', '-')
  const imageHash = sha(`image:${name}`)
  return {
    id: sha(`wallet:${name}`),
    name,
    homepage: `https://${slug}.wallet.example`,
    image_id: `${imageHash.slice(0, 8)}-${imageHash.slice(8, 12)}-${imageHash.slice(12, 16)}-${imageHash.slice(16, 20)}-${imageHash.slice(20, 32)}`,
    order,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    rdns: null,
    chains: ['eip155:1', 'eip155:31337', 'eip155:31338'],
    badge_type: 'none',
    ...fields,
  }
}

/** A wallet icon made here: a rounded square in a colour derived from the name, with the initials. */
export function walletIconSvg(name: string): string {
  const hash = sha(name)
  const hue = Number.parseInt(hash.slice(0, 4), 16) % 360
  const initials = name
    .split(' ')
    .filter((word) => word !== 'Wallet')
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 46%)"/>`,
    `<circle cx="76" cy="20" r="10" fill="hsl(${(hue + 180) % 360} 70% 70%)"/>`,
    `<text x="48" y="60" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>`,
    '</svg>',
  ].join('')
}
