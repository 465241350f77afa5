import { config } from 'zod/v4/core'

export * from 'zod'

// Zod 4 compiles object parsers with `new Function` and probes once whether it may; a strict
// Content-Security-Policy (no 'unsafe-eval') reports even the caught probe as a violation. Zod reads the flag
// when a schema is created, so product code imports zod only from here (biome.json noRestrictedImports):
// this runs after zod and before any module that builds a schema, whichever chunk the bundler puts it in.
config({ jitless: true })
