import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.ts',
      'worker/**/*.test.ts',
      'overlay/**/*.test.{ts,tsx}',
      'devnet/**/*.test.ts',
      'tools/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // devnet tests start anvil on fixed and free ports; run files one at a time to keep ports apart.
    fileParallelism: false,
  },
})
