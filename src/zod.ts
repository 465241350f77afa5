import { en } from 'zod/locales'
import { config } from 'zod/mini'

export * from 'zod/mini'

// Zod 4 compiles object parsers with `new Function` and probes once whether it may; a strict
// Content-Security-Policy (no 'unsafe-eval') reports even the caught probe as a violation. Zod reads the flag
// when a schema is created, so product code imports zod only from here (biome.json noRestrictedImports):
// this runs after zod and before any module that builds a schema, whichever chunk the bundler puts it in.
config({ jitless: true })
// zod/mini (a third of classic's size in the core's worker) loads no locale by itself; English keeps the
// issue texts hosts and people see what they were with classic zod.
config(en())
