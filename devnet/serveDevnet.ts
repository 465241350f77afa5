import { startDevnet } from './startDevnet.ts'

// Runs the devnet chains and control server until Ctrl-C: `tsx devnet/serveDevnet.ts [--keep-state]`.
const devnet = await startDevnet({ keepState: process.argv.includes('--keep-state') })
for (const chain of devnet.chains) console.log(`chain ${chain.chainId}: ${chain.rpcUrl}`)
console.log(`control: ${devnet.control.url}`)
console.log(`blockchain data API: ${devnet.dataApi.url}`)
console.log(`solana (LiteSVM, stands in for Devnet): ${devnet.solana.url} + ${devnet.solana.wsUrl}`)
console.log(`WalletConnect relay: ${devnet.relay.url}`)
console.log(`mailbox (e-mail login codes and device links): ${devnet.mail.url}/`)
console.log(`secure site (e-mail login frame): ${devnet.secureSite.url}/frame`)
console.log(`on-ramp provider (checkout; test card 4242 4242 4242 4242): ${devnet.onramp.url}`)

let stopping = false
const shutdown = () => {
  if (stopping) return
  stopping = true
  devnet.stop().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
