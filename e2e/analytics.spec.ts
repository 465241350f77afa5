import type { Page } from '@playwright/test'
import {
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openAndClose,
  openModal,
  test,
} from './fixtures.ts'

// Analytics and error reports (issue 15, spec parts 4, 7 and 8): the core posts to the devnet's analytics
// collector (devnet/analytics/), which counts what arrives per project; the directory answers
// `GET /getAnalyticsConfig` per project (devnet/directory/projects.ts).

const COLLECTOR = 'http://127.0.0.1:8558'
const DIRECTORY = 'http://127.0.0.1:8552'
const REFUSED_TEXT = 'Invalid App Configuration'

type Collected = {
  total: number
  counts: Record<string, number>
  refused: number
  events: {
    projectId: string
    label: string
    body: { url: string; domain: string; props: Record<string, unknown> }
  }[]
}

/** What reached the collector for one project since `since` (ms). */
async function collected(page: Page, projectId: string, since: number): Promise<Collected> {
  const reply = await page.request.get(`${COLLECTOR}/events.json?projectId=${projectId}&since=${since}`)
  return (await reply.json()) as Collected
}

/** How often the directory was asked for a project's analytics configuration. */
async function analyticsConfigCalls(page: Page, projectId: string): Promise<number> {
  const log = (await (await page.request.get(`${DIRECTORY}/_requests`)).json()) as {
    path: string
    query: Record<string, string>
  }[]
  return log.filter((r) => r.path === '/getAnalyticsConfig' && r.query.projectId === projectId).length
}

const modalEvents = (c: Collected) =>
  c.events
    .filter((e) => e.label === 'MODAL_OPEN' || e.label === 'MODAL_CLOSE')
    .map((e) => {
      const { event, properties, address } = e.body.props as {
        event: string
        properties: { connected: boolean }
        address?: string
      }
      return { event, connected: properties.connected, address }
    })

test('modal opens and closes arrive at the collector with the connected flag, before and after connecting', async ({
  context,
  page,
}) => {
  const since = Date.now()
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await openModal(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await openModal(page)
  await page.keyboard.press('Escape')
  await expect
    .poll(async () => modalEvents(await collected(page, 'walletdock-demo', since)), { timeout: 15_000 })
    .toEqual([
      { event: 'MODAL_OPEN', connected: false, address: undefined },
      { event: 'MODAL_CLOSE', connected: false, address: undefined },
      { event: 'MODAL_OPEN', connected: false, address: undefined },
      { event: 'MODAL_CLOSE', connected: true, address: DEV_ADDRESS },
      { event: 'MODAL_OPEN', connected: true, address: DEV_ADDRESS },
      { event: 'MODAL_CLOSE', connected: true, address: DEV_ADDRESS },
    ])
  const got = await collected(page, 'walletdock-demo', since)
  // The connect itself (spec part 4), and every body in the wire format of spec part 7.
  expect(got.counts.CONNECT_SUCCESS).toBe(1)
  expect(got.counts.MODAL_CREATED).toBeUndefined()
  for (const e of got.events) {
    expect(e.body.url.startsWith('http://127.0.0.1:5173/')).toBe(true)
    expect(e.body.domain).toBe('127.0.0.1:5173')
  }

  // The collector's page draws the same counts for the project (legend and bars).
  const all = await collected(page, 'walletdock-demo', 0)
  const viewer = await context.newPage()
  await viewer.goto(`${COLLECTOR}/?projectId=walletdock-demo`)
  const legend = viewer.getByRole('list', { name: 'Counts by type' })
  await expect(legend.locator('li[data-label="MODAL_OPEN"] .count')).toHaveText(String(all.counts.MODAL_OPEN))
  await expect(legend.locator('li[data-label="CONNECT_SUCCESS"] .count')).toHaveText(
    String(all.counts.CONNECT_SUCCESS),
  )
  await expect(viewer.getByRole('img', { name: /Events by type over time/ })).toBeVisible()
  expect(await viewer.locator('svg.chart rect[data-label="MODAL_OPEN"]').count()).toBeGreaterThan(0)
})

test('12 failures in a burst from two tabs send 5 error reports', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  const second = await context.newPage()
  await second.goto('/')
  await expect(second.getByTestId('host-status')).toHaveText('connected')
  const since = Date.now()
  // The demo's "disallowed method" button: the gate refuses it (4200), which the core reports.
  const refuse = async (tab: Page) => {
    for (let i = 0; i < 6; i += 1) await tab.getByRole('button', { name: /disallowed method/ }).click()
  }
  await Promise.all([refuse(page), refuse(second)])
  await expect(page.getByTestId('host-request')).toHaveText('Error 4200: Requested RPC call is not allowed')
  await expect(second.getByTestId('host-request')).toHaveText('Error 4200: Requested RPC call is not allowed')
  const reports = async () => {
    const got = await collected(page, 'walletdock-demo', since)
    return got.events.filter((e) => e.label.startsWith('error:'))
  }
  await expect.poll(async () => (await reports()).length, { timeout: 15_000 }).toBe(5)
  // Time for any sixth to arrive: none does.
  await page.waitForTimeout(3_000)
  const sent = await reports()
  expect(sent).toHaveLength(5)
  for (const report of sent) {
    expect(report.label).toBe('error:INTERNAL_SDK_ERROR')
    expect(report.body.props).toMatchObject({
      type: 'error',
      errorType: 'RpcNotAllowedError',
      errorMessage: 'Requested RPC call is not allowed',
      stackTrace: expect.stringContaining('RpcNotAllowedError'),
      address: DEV_ADDRESS,
    })
  }
})

test('a 403 from the analytics service shows the Invalid App Configuration snackbar once', async ({
  page,
}) => {
  const projectId = 'walletdock-demo-analytics-refused'
  const before = await collected(page, projectId, 0)
  await page.goto('/?project=analytics-refused')
  await openModal(page)
  const snackbar = page.getByTestId('snackbar').filter({ hasText: REFUSED_TEXT })
  await expect(snackbar).toBeVisible({ timeout: 15_000 })
  await expect(snackbar).toContainText('not among the project’s allowed origins')
  await expect(snackbar).toHaveCount(0, { timeout: 10_000 })
  // More events after the refusal: no more posts, no second snackbar.
  await page.keyboard.press('Escape')
  await openModal(page)
  await page.keyboard.press('Escape')
  await page.waitForTimeout(3_000)
  await expect(snackbar).toHaveCount(0)
  const after = await collected(page, projectId, 0)
  expect(after.refused - before.refused).toBe(1)
  expect(after.total).toBe(before.total)
})

test('analytics off (the project says so): asked once, and nothing reaches the collector', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  const since = Date.now()
  const asked = await analyticsConfigCalls(page, 'walletdock-demo-analytics-off')
  await page.goto('/?project=analytics-off')
  await openModal(page)
  await page.keyboard.press('Escape')
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await expect.poll(() => analyticsConfigCalls(page, 'walletdock-demo-analytics-off')).toBe(asked + 1)
  await page.waitForTimeout(3_000)
  expect((await collected(page, 'walletdock-demo-analytics-off', since)).total).toBe(0)
})

test('basic mode: nothing reaches the collector, and the directory is not asked', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  const since = Date.now()
  const asked = await analyticsConfigCalls(page, 'walletdock-demo')
  await page.goto('/?basic')
  await openModal(page)
  await page.keyboard.press('Escape')
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await page.waitForTimeout(3_000)
  expect((await collected(page, 'walletdock-demo', since)).total).toBe(0)
  expect(await analyticsConfigCalls(page, 'walletdock-demo')).toBe(asked)
})

test('offline: events wait without a try, then arrive in order once the browser is back online', async ({
  context,
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const since = Date.now()
  await page.goto('/')
  await openModal(page)
  await page.keyboard.press('Escape')
  const opens = async () => (await collected(page, 'walletdock-demo', since)).counts.MODAL_OPEN ?? 0
  await expect.poll(opens, { timeout: 15_000 }).toBe(1)
  await context.setOffline(true)
  await openAndClose(page, 2)
  await page.waitForTimeout(3_000)
  expect(await opens()).toBe(1)
  await context.setOffline(false)
  await expect.poll(opens, { timeout: 15_000 }).toBe(3)
  const modal = modalEvents(await collected(page, 'walletdock-demo', since))
  expect(modal.map((e) => e.event)).toEqual([
    'MODAL_OPEN',
    'MODAL_CLOSE',
    'MODAL_OPEN',
    'MODAL_CLOSE',
    'MODAL_OPEN',
    'MODAL_CLOSE',
  ])
  expect(errors).toEqual([])
})
