import { defineConfig } from '@playwright/test'

type Options = { noSharedWorker: boolean }

export const DEMO_URL = 'http://127.0.0.1:5173/'

export default defineConfig<Options>({
  testDir: './e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One devnet is shared: tests that stop chains or change wallet state must not overlap.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: DEMO_URL,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shared-worker' },
    {
      // SharedWorker removed before load: the dedicated-worker fallback (one leader by Web Locks, the others follow).
      name: 'no-shared-worker',
      use: { noSharedWorker: true },
    },
  ],
  webServer: {
    command: 'npx tsx devnet/startDemo.ts',
    url: DEMO_URL,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
