import { CSP_DEMO_ORIGIN } from '../contentSecurityPolicy.ts'

/**
 * The origins the secure site lets embed its frame and talk to it: the demo (plain and under the strict
 * policy), the example hosts (examples/prepareExamples.ts), the bench's host page and the frame's own e2e host. startSecureSite takes
 * another list for other hosts.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  CSP_DEMO_ORIGIN,
  ...[5190, 5191, 5192, 5193, 5194].map((port) => `http://127.0.0.1:${port}`),
  // bench/world.ts BENCH_PORTS.ours (not imported: that module loads Playwright).
  'http://127.0.0.1:5180',
  // The parent page of e2e/secureFrame.spec.ts, which tests the frame on its own.
  'http://127.0.0.1:5198',
]
