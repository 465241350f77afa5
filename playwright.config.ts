import { defineConfig } from '@playwright/test'
import { CSP_DEMO_ORIGIN } from './devnet/contentSecurityPolicy.ts'

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
    // The modal speaks the browser's language when the host sets none: the tests read English.
    locale: 'en-US',
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
    { name: 'shared-worker', testIgnore: ['csp.spec.ts', 'visual.spec.ts'] },
    {
      // SharedWorker removed before load: the dedicated-worker fallback (one leader by Web Locks, the others follow).
      name: 'no-shared-worker',
      testIgnore: ['csp.spec.ts', 'visual.spec.ts'],
      use: { noSharedWorker: true },
    },
    {
      // The example hosts (examples/): the packed tarball installed into a static page, a Vite app and a
      // webpack app, each built with its bundler's defaults (examples/prepareExamples.ts).
      name: 'examples',
      testDir: './examples',
      testMatch: 'examples.spec.ts',
    },
    {
      // Screenshots of every view compared with the committed ones (issue #16 item 7); once, with SharedWorker.
      name: 'visual',
      testMatch: 'visual.spec.ts',
    },
    {
      // The same demo build served with the strict Content-Security-Policy of issue #11 (devnet/startDemo.ts).
      name: 'csp',
      testMatch: 'csp.spec.ts',
      use: { baseURL: `${CSP_DEMO_ORIGIN}/` },
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
