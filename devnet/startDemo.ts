import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { CSP_DEMO_PORT, DEMO_CONTENT_SECURITY_POLICY } from './contentSecurityPolicy.ts'
import { type PhoneWalletApp, startPhoneWalletApp } from './phoneWallet/startPhoneWalletApp.ts'
import { startDevnet } from './startDevnet.ts'

// `npm start`: the devnet chains, then the demo built for production (so it works offline) on loopback.
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
const devnet = await startDevnet({ keepState: process.argv.includes('--keep-state') })
let server: Awaited<ReturnType<typeof preview>> | undefined
let strictServer: Awaited<ReturnType<typeof preview>> | undefined
let phoneWallet: PhoneWalletApp | undefined
try {
  if (!process.argv.includes('--no-build')) await build({ configFile, logLevel: 'warn' })
  server = await preview({ configFile })
  // The same build again, every response (page, workers, service worker) under the strict policy of issue #11.
  strictServer = await preview({
    configFile,
    preview: { port: CSP_DEMO_PORT, headers: { 'Content-Security-Policy': DEMO_CONTENT_SECURITY_POLICY } },
  })
  phoneWallet = await startPhoneWalletApp({ skipBuild: process.argv.includes('--no-build') })
} catch (error) {
  await Promise.all([
    devnet.stop(),
    new Promise((resolve) => server?.httpServer.close(resolve)),
    new Promise((resolve) => strictServer?.httpServer.close(resolve)),
  ])
  throw error
}
for (const chain of devnet.chains) console.log(`chain ${chain.chainId}: ${chain.rpcUrl}`)
console.log(`devnet control: ${devnet.control.url}`)
console.log(`blockchain data API: ${devnet.dataApi.url}`)
console.log(`solana (LiteSVM, stands in for Devnet): ${devnet.solana.url} + ${devnet.solana.wsUrl}`)
console.log(`WalletConnect relay: ${devnet.relay.url} (open sockets: ${devnet.relay.httpUrl}/connections)`)
console.log(`wallet directory: ${devnet.directory.url}/getWallets?projectId=walletdock-demo`)
console.log(`secure site (e-mail and social login frame): ${devnet.secureSite.url}/frame`)
console.log(
  `social login provider (Google, X, Discord, GitHub, Apple, Facebook stand-in): ${devnet.socialProvider.url}/`,
)
console.log(`sign-in service for the demo's Sign-In With X (?siwx): ${devnet.siwxAuth.url}`)
console.log(`on-ramp provider (checkout; test card 4242 4242 4242 4242): ${devnet.onramp.url}`)
console.log(`phone wallet (WalletKit, scan or paste the QR link): ${phoneWallet.url}`)
console.log(`the demo under a strict Content-Security-Policy: http://127.0.0.1:${CSP_DEMO_PORT}/`)
console.log(`\nWalletdock demo: ${server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'}`)
console.log(`mailbox (e-mail login codes and device links): ${devnet.mail.url}/`)
console.log(`analytics collector (events by type over time): ${devnet.collector.url}/\n`)

let stopping = false
const shutdown = () => {
  if (stopping) return
  stopping = true
  Promise.all([
    devnet.stop(),
    new Promise((resolve) => server?.httpServer.close(resolve)),
    new Promise((resolve) => strictServer?.httpServer.close(resolve)),
    phoneWallet?.close(),
  ]).then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
