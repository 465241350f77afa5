import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Path of the anvil binary from @foundry-rs/anvil-linux-amd64 (the wrapper package breaks `npm ci` here). */
export function getAnvilBinary(): string {
  const manifest = createRequire(import.meta.url).resolve('@foundry-rs/anvil-linux-amd64/package.json')
  return join(dirname(manifest), 'bin', 'anvil')
}
