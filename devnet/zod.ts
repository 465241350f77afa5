import { config } from 'zod/v4/core'

export * from 'zod'

// The devnet wallets keep classic zod (the product's src/zod.ts is zod/mini, for the core's size); jitless for
// the same reason as there: they run in the demo page, which the CSP e2e project serves with a strict policy.
config({ jitless: true })
