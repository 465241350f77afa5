import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { prepareExamples } from '../examples/prepareExamples.ts'
import { buildPages } from './buildPages.ts'
import { type HangSample, hangRun } from './hangRun.ts'
import type { JsBytes } from './jsBytes.ts'
import { type OfflineSample, offlineRun } from './offlineRun.ts'
import { fcpRun, type LoadSample, type OpenSample, openRun, SETTLE_MS } from './openRun.ts'
import { type PropagationSample, propagationRun } from './propagationRun.ts'
import { type ReactSample, reactRun } from './reactRun.ts'
import {
  describeMachine,
  fmt,
  kb,
  machineLine,
  mb,
  ms,
  quoteInReadme,
  type Row,
  ratio,
  table,
} from './report.ts'
import { type BudgetResult, measureBudgets } from './sizeBudget.ts'
import { type StaticServer, startStaticServer } from './staticServer.ts'
import { summarize } from './stats.ts'
import { type TabsSample, tabsRun } from './tabsRun.ts'
import { BENCH_PORTS, launchChromium, startWorld } from './world.ts'

// `npm run bench`: builds the demo, the demo without Walletdock and AppKit's host page for production,
// serves them on loopback and measures them in Chromium, interleaved; writes bench/RESULTS.md and
// quotes its table in README.md. Not part of `npm test` (it takes several minutes).

// Medians of few samples flipped the targets between runs on a 2-core machine (cold open 41 / 54 ms over 5 loads,
// offline 60 / 113 ms over 3 runs, the button's 5% over 15 loads of each page): more samples, about 5 more minutes.
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const SIDE_RUNS = Number(process.env.BENCH_SIDE_RUNS ?? 5)
const FCP_RUNS = Number(process.env.BENCH_FCP_RUNS ?? 20)
const TABS_PERIOD_MS = Number(process.env.BENCH_TABS_PERIOD_MS ?? 31_000)
const PROPAGATION_TABS = Number(process.env.BENCH_PROPAGATION_TABS ?? 4)
/** What a run measures; `BENCH_ONLY=propagation,offline` runs only those and writes no results files. */
const SCENARIOS = ['open', 'fcp', 'react', 'tabs', 'propagation', 'offline', 'hang'] as const
type Scenario = (typeof SCENARIOS)[number]
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
for (const name of only)
  if (!SCENARIOS.includes(name as Scenario))
    throw new Error(`BENCH_ONLY: unknown scenario ${name} (one of ${SCENARIOS.join(', ')})`)
const partial = only.length > 0
const runs = (scenario: Scenario) => !partial || only.includes(scenario)
const started = Date.now()
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`)

const open: Record<'ours' | 'appkit' | 'bare', OpenSample[]> = { ours: [], appkit: [], bare: [] }
const loads: Record<'ours' | 'appkit' | 'bare', LoadSample[]> = { ours: [], appkit: [], bare: [] }
const tabs: Record<'ours' | 'appkit', TabsSample[]> = { ours: [], appkit: [] }
const offline: Record<'ours' | 'appkit', OfflineSample[]> = { ours: [], appkit: [] }
const propagation: Record<'shared' | 'dedicated' | 'appkit', PropagationSample[]> = {
  shared: [],
  dedicated: [],
  appkit: [],
}
const hang: Record<'ours' | 'appkit', HangSample[]> = { ours: [], appkit: [] }
const react: ReactSample[] = []
let budgets: BudgetResult[] = []

async function main(): Promise<void> {
  if (runs('open')) {
    log('building the library (size budgets)')
    // The loader, UI and workers, then the framework entries (walletdock/react, walletdock/wagmi) beside them.
    for (const mode of ['lib', 'lib-bindings'])
      await build({
        configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
        mode,
        logLevel: 'warn',
      })
    budgets = measureBudgets()
  }
  // The page without a modal is only a baseline for the load and open figures.
  await buildPages(log, runs('open') || runs('fcp') ? ['ours', 'appkit', 'bare'] : ['ours', 'appkit'])

  // The React example as a host installs it: the packed tarball in a React 19 app, built by its own Vite build.
  let reactServer: StaticServer | undefined
  if (runs('react')) {
    log('packing the library and building examples/react with the tarball')
    const prepared = await prepareExamples(['react'])
    reactServer = await startStaticServer(join(prepared.dirs.react as string, 'dist'), BENCH_PORTS.react)
  }

  const world = await startWorld()
  try {
    const browser = await launchChromium('offline-hosts')
    const machine = describeMachine(`Chromium ${browser.version()}`)
    log(`machine: ${machineLine(machine)}`)
    for (let i = 0; i < (runs('open') ? RUNS : 0); i += 1) {
      // Interleaved, and the order alternates, so drift on a shared machine hits both products alike.
      const order =
        i % 2 === 0 ? (['ours', 'appkit', 'bare'] as const) : (['appkit', 'ours', 'bare'] as const)
      for (const name of order) {
        open[name].push(await openRun(browser, world, world.products[name]))
        const s = open[name].at(-1) as OpenSample
        log(
          `load/open run ${i + 1}/${RUNS} ${name}: fcp ${s.fcp?.toFixed(0)} ms, cold ${s.coldOpenMs?.toFixed(1)} ms`,
        )
        // `BENCH_FILES=1`: what was fetched by the modal visible, file by file (to find what a first open need not load).
        if (process.env.BENCH_FILES && name === 'ours') listFiles(s)
      }
    }
    for (let i = 0; i < (runs('fcp') ? FCP_RUNS : 0); i += 1) {
      const order = [
        ['ours', 'appkit', 'bare'],
        ['appkit', 'bare', 'ours'],
        ['bare', 'ours', 'appkit'],
      ][i % 3] as ('ours' | 'appkit' | 'bare')[]
      for (const name of order) loads[name].push(await fcpRun(browser, world, world.products[name]))
    }
    if (runs('fcp')) log(`${FCP_RUNS} more loads of each page for first contentful paint`)
    for (let i = 0; i < (reactServer ? RUNS : 0); i += 1) {
      react.push(await reactRun(browser, world, reactServer?.url ?? ''))
      const s = react.at(-1) as ReactSample
      log(
        `react example run ${i + 1}/${RUNS}: button ${s.buttonMs?.toFixed(0)} ms (own ${s.ownButtonMs?.toFixed(0)} ms), cold ${s.coldOptionMs?.toFixed(1)} ms`,
      )
    }
    for (const count of runs('tabs') ? [1, 5] : []) {
      for (const name of ['ours', 'appkit'] as const) {
        tabs[name].push(await tabsRun(browser, world, world.products[name], count, TABS_PERIOD_MS))
        const s = tabs[name].at(-1) as TabsSample
        log(
          `${count} tab(s) ${name}: ${s.balanceRequests} balance requests (${s.balanceInPeriod} in the period), ${s.socketsTotal} sockets`,
        )
      }
    }
    for (let i = 0; i < (runs('propagation') ? SIDE_RUNS : 0); i += 1) {
      const order = [
        ['shared', 'dedicated', 'appkit'],
        ['appkit', 'shared', 'dedicated'],
        ['dedicated', 'appkit', 'shared'],
      ][i % 3] as ('shared' | 'dedicated' | 'appkit')[]
      for (const mode of order) {
        const product = world.products[mode === 'appkit' ? 'appkit' : 'ours']
        const sample = await propagationRun(
          browser,
          world,
          product,
          PROPAGATION_TABS,
          mode === 'dedicated' ? 'dedicated' : 'shared',
        )
        propagation[mode].push(sample)
        log(
          `propagation run ${i + 1} ${mode}: ${sample.delaysMs.map((d) => d?.toFixed(1) ?? 'never').join(', ')} ms`,
        )
      }
    }
    for (let i = 0; i < (runs('offline') ? SIDE_RUNS : 0); i += 1) {
      for (const name of i % 2 === 0 ? (['ours', 'appkit'] as const) : (['appkit', 'ours'] as const)) {
        offline[name].push(await offlineRun(browser, world, world.products[name]))
        log(`offline run ${i + 1} ${name}: ${JSON.stringify(offline[name].at(-1))}`)
      }
    }
    await browser.close()
    const hanging = await launchChromium('hanging-hosts')
    for (let i = 0; i < (runs('hang') ? SIDE_RUNS : 0); i += 1) {
      for (const name of i % 2 === 0 ? (['ours', 'appkit'] as const) : (['appkit', 'ours'] as const)) {
        hang[name].push(await hangRun(hanging, world, world.products[name]))
        log(`hanging-hosts run ${i + 1} ${name}: ${JSON.stringify(hang[name].at(-1))}`)
      }
    }
    await hanging.close()

    const rows = buildRows()
    if (partial) {
      // A partial run leaves the committed results alone: only a full run's figures belong there.
      console.log(`\n${table(rows.filter((row) => only.includes(row.scenario)))}\n`)
      log(`partial run (${only.join(', ')}): bench/RESULTS.md and the README table left as they were`)
      return
    }
    writeFileSync(fileURLToPath(new URL('./RESULTS.md', import.meta.url)), resultsMarkdown(machine, rows))
    quoteInReadme(machine, rows)
    console.log(`\n${table(rows)}\n`)
    log('wrote bench/RESULTS.md and the README table')
  } finally {
    await reactServer?.close()
    await world.stop()
  }
}

function listFiles(sample: OpenSample): void {
  for (const f of sample.filesAtModalVisible)
    console.log(
      `  ${f.by.padEnd(6)} ${f.msFromClick.toFixed(0).padStart(6)} ms  gz ${(f.gzip / 1024).toFixed(1).padStart(6)}  br ${(f.brotli / 1024).toFixed(1).padStart(6)}  ${f.path}`,
    )
}

type Pick = (s: OpenSample) => number | null | undefined
const over = (name: keyof typeof open, pick: Pick) => summarize(open[name].map((s) => pick(s) ?? null))
/** Over every load of the page: the open runs' and the further loads' (first paint and the buttons). */
type LoadPick = (s: LoadSample) => number | null
const overLoads = (name: keyof typeof open, pick: LoadPick) =>
  summarize([...open[name], ...loads[name]].map((s) => pick(s)))
const medianOf = (name: keyof typeof open, pick: Pick) => over(name, pick)?.median
const gz = (b: JsBytes | null) => b?.gzip ?? null
const br = (b: JsBytes | null) => b?.brotli ?? null
const sum = (...parts: (JsBytes | null)[]) =>
  parts.some((p) => p === null) ? null : parts.reduce((a, p) => a + (p as JsBytes).gzip, 0)
const yes = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'yes' : '**no**')

function buildRows(): (Row & { scenario: Scenario })[] {
  const bareLoad = medianOf('bare', (s) => gz(s.pageJsAtLoad)) ?? 0
  const bareLoadBr = medianOf('bare', (s) => br(s.pageJsAtLoad)) ?? 0
  const share = (name: 'ours' | 'appkit', pick: Pick, base: number) => {
    const m = medianOf(name, pick)
    return m === undefined ? undefined : m - base
  }
  const loader = budgets.find((b) => b.name === 'loader')
  const ui = budgets.find((b) => b.name === 'ui')
  const worker = budgets.find((b) => b.name === 'worker')
  const tagged: (Row & { scenario: Scenario })[] = []
  // Each row is tagged with the scenario it comes from, so a partial run prints only its own rows.
  let scenario: Scenario = 'open'
  const rows = { push: (row: Row) => tagged.push({ ...row, scenario }) }

  // Sizes. The demo's own host code (viem for signing) is the bare page; shares are over it.
  const critOurs = share('ours', (s) => gz(s.pageJsAtLoad), bareLoad)
  const critTheirs = share('appkit', (s) => gz(s.pageJsAtLoad), bareLoad)
  rows.push({
    metric: 'JS on the host critical path (page, by the load event), gzip — over the page without a modal',
    ours: `${kb(critOurs ?? 0)} (page total ${fmt(
      over('ours', (s) => gz(s.pageJsAtLoad)),
      kb,
    )})`,
    appkit: `${kb(critTheirs ?? 0)} (page total ${fmt(
      over('appkit', (s) => gz(s.pageJsAtLoad)),
      kb,
    )})`,
    ratio: ratio(critOurs, critTheirs),
    target: '≤ 10 KB gzip in the page (the loader itself: budget 8 KB)',
    met: yes(critOurs !== undefined && critOurs <= 10 * 1024),
  })
  const critOursBr = share('ours', (s) => br(s.pageJsAtLoad), bareLoadBr)
  const critTheirsBr = share('appkit', (s) => br(s.pageJsAtLoad), bareLoadBr)
  rows.push({
    metric: 'same, brotli',
    ours: kb(critOursBr ?? 0),
    appkit: kb(critTheirsBr ?? 0),
    ratio: ratio(critOursBr, critTheirsBr),
    target: '—',
    met: '—',
  })
  rows.push({
    metric:
      'Library build (bench/budgets.json, enforced by `npm run size`): loader / first UI chunk / worker / react / wagmi entries, gzip',
    ours: budgets.map((b) => `${b.name} ${kb(b.gzip)}`).join(' / '),
    appkit: '—',
    ratio: '—',
    target: `loader ≤ ${kb(loader?.budget.gzip ?? 0)}, UI ≤ ${kb(ui?.budget.gzip ?? 0)}, worker ≤ ${kb(worker?.budget.gzip ?? 0)}; no WalletConnect code`,
    met: budgets.map((b) => `${b.name} ${b.ok ? 'yes' : '**no**'}`).join(', '),
  })
  const beforeOpen = (s: OpenSample) => sum(s.pageJsBeforeOpen, s.workerJsBeforeOpen)
  rows.push({
    metric: `JS fetched before the first open (page + workers, idle preloading included; click ${SETTLE_MS} ms after load), gzip`,
    ours: fmt(over('ours', beforeOpen), kb),
    appkit: fmt(over('appkit', beforeOpen), kb),
    ratio: ratio(medianOf('ours', beforeOpen), medianOf('appkit', beforeOpen)),
    target: '—',
    met: '—',
  })
  const atVisible = (s: OpenSample) => gz(s.jsAtModalVisible)
  const atVisibleBr = (s: OpenSample) => br(s.jsAtModalVisible)
  const visOurs = share('ours', atVisible, bareLoad)
  const visTheirs = share('appkit', atVisible, bareLoad)
  rows.push({
    metric:
      'JS fetched by the time the modal is visible (page + workers), gzip — over the page without a modal',
    ours: `${kb(visOurs ?? 0)} (total ${fmt(over('ours', atVisible), kb)})`,
    appkit: `${kb(visTheirs ?? 0)} (total ${fmt(over('appkit', atVisible), kb)})`,
    ratio: `${ratio(visOurs, visTheirs)} (totals ${ratio(medianOf('ours', atVisible), medianOf('appkit', atVisible))})`,
    target: '≤ 25% of AppKit',
    met: yes(visOurs !== undefined && visTheirs !== undefined && visOurs <= 0.25 * visTheirs),
  })
  const visOursBr = share('ours', atVisibleBr, bareLoadBr)
  const visTheirsBr = share('appkit', atVisibleBr, bareLoadBr)
  rows.push({
    metric: 'same, brotli',
    ours: `${kb(visOursBr ?? 0)} (total ${fmt(over('ours', atVisibleBr), kb)})`,
    appkit: `${kb(visTheirsBr ?? 0)} (total ${fmt(over('appkit', atVisibleBr), kb)})`,
    ratio: ratio(visOursBr, visTheirsBr),
    target: '≤ 25% of AppKit',
    met: yes(visOursBr !== undefined && visTheirsBr !== undefined && visOursBr <= 0.25 * visTheirsBr),
  })

  // Timings: what a person sees, the first wallet they can pick; the dialog box alone for comparison.
  const cold = over('ours', (s) => s.coldOptionMs)
  rows.push({
    metric:
      'click → first wallet option on screen, cold (first open of a fresh page; ours: a wallet row in Connect, AppKit: a `wui-list-wallet` in `w3m-modal`)',
    ours: fmt(cold, ms),
    appkit: fmt(
      over('appkit', (s) => s.coldOptionMs),
      ms,
    ),
    ratio: ratio(
      cold?.median,
      medianOf('appkit', (s) => s.coldOptionMs),
    ),
    target: '≤ 50 ms',
    met: yes(cold ? cold.median <= 50 && cold.missing === 0 : undefined),
  })
  const warmOf = (name: 'ours' | 'appkit', pick: (s: OpenSample) => (number | null)[]) =>
    summarize(open[name].flatMap(pick))
  const warm = warmOf('ours', (s) => s.warmOptionMs)
  rows.push({
    metric: 'click → first wallet option on screen, warm (opens 2–6 of the page)',
    ours: fmt(warm, ms),
    appkit: fmt(
      warmOf('appkit', (s) => s.warmOptionMs),
      ms,
    ),
    ratio: ratio(warm?.median, warmOf('appkit', (s) => s.warmOptionMs)?.median),
    target: '≤ 16 ms',
    met: yes(warm ? warm.median <= 16 && warm.missing === 0 : undefined),
  })
  const box = over('ours', (s) => s.coldOpenMs)
  const boxWarm = warmOf('ours', (s) => s.warmOpenMs)
  rows.push({
    metric: 'click → dialog box visible (before its content), cold / warm',
    ours: `${fmt(box, ms)} / ${fmt(boxWarm, ms)}`,
    appkit: `${fmt(
      over('appkit', (s) => s.coldOpenMs),
      ms,
    )} / ${fmt(
      warmOf('appkit', (s) => s.warmOpenMs),
      ms,
    )}`,
    ratio: ratio(
      box?.median,
      medianOf('appkit', (s) => s.coldOpenMs),
    ),
    target: '—',
    met: '—',
  })
  // The connect button as a person sees it: on screen with its label, against the page's own button; over every
  // load of each page (the open runs and the first-paint loads), since a few frames' noise decides a 5% margin.
  // Tagged with the first-paint loads, so `BENCH_ONLY=fcp` prints it too.
  scenario = 'fcp'
  const ownBare = overLoads('bare', (s) => s.ownButtonMs)
  const button = overLoads('ours', (s) => s.buttonMs)
  const buttonTheirs = overLoads('appkit', (s) => s.buttonMs)
  rows.push({
    metric: `navigation start → connect button on screen with its label (ours \`<walletdock-button>\`, AppKit \`<appkit-button>\`; the page without a modal's own "Sign" button: ${fmt(ownBare, ms)})`,
    ours: `${fmt(button, ms)}; its page's own button ${fmt(
      overLoads('ours', (s) => s.ownButtonMs),
      ms,
    )} (first laid out, before the first paint or not: ${fmt(
      overLoads('ours', (s) => s.buttonLaidOutMs),
      ms,
    )}; own ${fmt(
      overLoads('ours', (s) => s.ownButtonLaidOutMs),
      ms,
    )}; bare page's own ${fmt(
      overLoads('bare', (s) => s.ownButtonLaidOutMs),
      ms,
    )})`,
    appkit: `${fmt(buttonTheirs, ms)}; its page's own button ${fmt(
      overLoads('appkit', (s) => s.ownButtonMs),
      ms,
    )}`,
    ratio: ratio(button?.median, buttonTheirs?.median),
    // The comparison: the same page without Walletdock. Its own page's button is shown beside it:
    // that one is in the HTML and may paint before any script has run, ours only once the host's bundle has.
    target: "within 5% of the page without a modal's own button",
    met: yes(button && ownBare ? button.median <= ownBare.median * 1.05 && button.missing === 0 : undefined),
  })
  const fcpOf = (name: 'ours' | 'appkit' | 'bare') => overLoads(name, (s) => s.fcp)
  const fcpBare = fcpOf('bare')
  const fcpOurs = fcpOf('ours')
  const fcpTheirs = fcpOf('appkit')
  rows.push({
    metric: `first contentful paint (the page without a modal: ${fmt(fcpBare, ms)})`,
    ours: `${fmt(fcpOurs, ms)}; ${ratio(fcpOurs?.median, fcpBare?.median)} of bare`,
    appkit: `${fmt(fcpTheirs, ms)}; ${ratio(fcpTheirs?.median, fcpBare?.median)} of bare`,
    ratio: ratio(fcpOurs?.median, fcpTheirs?.median),
    target: 'within 5% of the page without Walletdock',
    met: yes(fcpOurs && fcpBare ? fcpOurs.median <= fcpBare.median * 1.05 : undefined),
  })
  scenario = 'open'
  const heap = over('ours', (s) => s.heapBytes)
  rows.push({
    metric: 'main-thread JS heap after the modal opened (after a GC)',
    ours: fmt(heap, mb),
    appkit: fmt(
      over('appkit', (s) => s.heapBytes),
      mb,
    ),
    ratio: ratio(
      heap?.median,
      medianOf('appkit', (s) => s.heapBytes),
    ),
    target: '—',
    met: '—',
  })

  // The React example (examples/react), installed from the packed tarball.
  scenario = 'react'
  const reactButton = summarize(react.map((s) => s.buttonMs))
  const reactOwn = summarize(react.map((s) => s.ownButtonMs))
  rows.push({
    metric:
      'React 19 app with Walletdock installed from the packed tarball (examples/react): navigation start → `<walletdock-button>` on screen with its label, against the app\'s own "Sign a message" button (the same render commits both)',
    ours: `${fmt(reactButton, ms)}; the app's own button ${fmt(reactOwn, ms)}; first contentful paint ${fmt(
      summarize(react.map((s) => s.fcp)),
      ms,
    )}`,
    appkit: '—',
    ratio: '—',
    target: "within 5% of the app's own button",
    met: yes(
      reactButton && reactOwn
        ? reactButton.median <= reactOwn.median * 1.05 && reactButton.missing === 0
        : undefined,
    ),
  })
  const reactCold = summarize(react.map((s) => s.coldOptionMs))
  const reactWarm = summarize(react.flatMap((s) => s.warmOptionMs))
  rows.push({
    metric: 'same app: click → first wallet option on screen, cold / warm (as above)',
    ours: `${fmt(reactCold, ms)} / ${fmt(reactWarm, ms)}`,
    appkit: '—',
    ratio: '—',
    target: '≤ 50 ms cold, ≤ 16 ms warm',
    met: yes(reactCold && reactWarm ? reactCold.median <= 50 && reactWarm.median <= 16 : undefined),
  })

  // Tabs.
  scenario = 'tabs'
  const tabsOf = (name: 'ours' | 'appkit', count: number) => tabs[name].find((t) => t.tabs === count)
  const perTabs = (name: 'ours' | 'appkit', pick: (t: TabsSample) => number) =>
    `${tabsOf(name, 1) ? pick(tabsOf(name, 1) as TabsSample) : '—'} / ${tabsOf(name, 5) ? pick(tabsOf(name, 5) as TabsSample) : '—'}`
  const flat = (name: 'ours' | 'appkit', pick: (t: TabsSample) => number) => {
    const one = tabsOf(name, 1)
    const five = tabsOf(name, 5)
    return one && five ? pick(five) <= pick(one) : undefined
  }
  const period = `${(TABS_PERIOD_MS / 1000).toFixed(0)} s`
  rows.push({
    metric: `eth_getBalance reaching the chain, 1 / 5 tabs (from the first tab's load: connect, the other tabs opening, then ${period})`,
    ours: perTabs('ours', (t) => t.balanceRequests),
    appkit: perTabs('appkit', (t) => t.balanceRequests),
    ratio: '—',
    target: 'independent of the number of tabs',
    met: yes(flat('ours', (t) => t.balanceRequests)),
  })
  rows.push({
    metric: `same, only the ${period} with every tab open`,
    ours: perTabs('ours', (t) => t.balanceInPeriod),
    appkit: perTabs('appkit', (t) => t.balanceInPeriod),
    ratio: '—',
    target: 'independent of the number of tabs',
    met: yes(flat('ours', (t) => t.balanceInPeriod)),
  })
  rows.push({
    metric:
      'relay WebSocket connections, 1 / 5 tabs (CDP Network.webSocketCreated, pages + workers, whole run)',
    ours: perTabs('ours', (t) => t.socketsTotal),
    appkit: perTabs('appkit', (t) => t.socketsTotal),
    ratio: '—',
    target: 'independent of the number of tabs',
    met: yes(flat('ours', (t) => t.socketsTotal)),
  })

  // A change in one tab reaching the others (the host's subscribeAccount in each).
  scenario = 'propagation'
  const delays = (mode: keyof typeof propagation) => summarize(propagation[mode].flatMap((s) => s.delaysMs))
  const reachedAll = (mode: keyof typeof propagation) => {
    const d = delays(mode)
    return d ? d.missing === 0 && d.max <= 50 : undefined
  }
  const others = `the other ${PROPAGATION_TABS - 1} tabs`
  rows.push({
    metric: `connect in one of ${PROPAGATION_TABS} visible tabs → ${others}' subscribeAccount, after the connecting tab's; SharedWorker (every tab of ${SIDE_RUNS} runs: median, best–worst)`,
    ours: fmt(delays('shared'), ms, 'never (5 s)'),
    appkit: fmt(delays('appkit'), ms, 'never (5 s)'),
    ratio: ratio(delays('shared')?.median, delays('appkit')?.median),
    target: '≤ 50 ms in every tab',
    met: yes(reachedAll('shared')),
  })
  rows.push({
    metric: `same, dedicated-worker fallback (SharedWorker removed: one core per tab, the leader's state over BroadcastChannel)`,
    ours: fmt(delays('dedicated'), ms, 'never (5 s)'),
    appkit: '—',
    ratio: '—',
    target: '≤ 50 ms in every tab',
    met: yes(reachedAll('dedicated')),
  })

  // Offline and hanging hosts.
  scenario = 'offline'
  const off = (name: 'ours' | 'appkit', pick: (s: OfflineSample) => number | null) =>
    summarize(offline[name].map(pick))
  rows.push({
    metric:
      'offline tab: navigation start → last-known balance on screen (opened by a click on the account button)',
    ours: fmt(
      off('ours', (s) => s.fromNavigationMs),
      ms,
      'never (10 s)',
    ),
    appkit: fmt(
      off('appkit', (s) => s.fromNavigationMs),
      ms,
      'never (10 s)',
    ),
    ratio: ratio(
      off('ours', (s) => s.fromNavigationMs)?.median,
      off('appkit', (s) => s.fromNavigationMs)?.median,
    ),
    target: '—',
    met: '—',
  })
  const offlineClick = off('ours', (s) => s.fromClickMs)
  rows.push({
    metric: 'offline tab: click → last-known balance on screen',
    ours: fmt(
      off('ours', (s) => s.fromClickMs),
      ms,
      'never (10 s)',
    ),
    appkit: fmt(
      off('appkit', (s) => s.fromClickMs),
      ms,
      'never (10 s)',
    ),
    ratio: ratio(off('ours', (s) => s.fromClickMs)?.median, off('appkit', (s) => s.fromClickMs)?.median),
    target: '≤ 100 ms (median)',
    met: yes(offlineClick ? offlineClick.median <= 100 && offlineClick.missing === 0 : undefined),
  })
  scenario = 'hang'
  const hangOf = (name: 'ours' | 'appkit') => summarize(hang[name].map((s) => s.coldOpenMs))
  const hangNote = (name: 'ours' | 'appkit') =>
    hang[name].every((s) => s.buttonShown)
      ? ''
      : `; its connect button never rendered in ${hang[name].filter((s) => !s.buttonShown).length} of ${hang[name].length} runs`
  const hangOpened = (name: 'ours' | 'appkit') =>
    hang[name].length > 0 && hang[name].every((sample) => sample.coldOpenMs !== null)
  rows.push({
    metric: 'every remote host hangs: click (host button calling open()) → modal visible, cold',
    ours: `${fmt(hangOf('ours'), ms, 'never within 15 s')}${hangNote('ours')}`,
    appkit: `${fmt(hangOf('appkit'), ms, 'never within 15 s')}${hangNote('appkit')}`,
    ratio: ratio(hangOf('ours')?.median, hangOf('appkit')?.median),
    target: 'opens, not held by the network',
    met: yes(hangOpened('ours')),
  })
  scenario = 'open'
  rows.push({
    metric: 'remote calls (hosts other than loopback) from page + workers, one load and open',
    ours: fmt(
      over('ours', (s) => s.remoteRequests.length),
      String,
    ),
    appkit: fmt(
      over('appkit', (s) => s.remoteRequests.length),
      String,
    ),
    ratio: '—',
    target: 'works offline',
    met: '—',
  })
  return tagged
}

function remoteHosts(name: 'ours' | 'appkit'): string {
  const counts = new Map<string, number>()
  for (const sample of open[name])
    for (const line of sample.remoteRequests) {
      const [target = '?', url = ''] = line.split(' ')
      let key = url
      try {
        const u = new URL(url)
        key = `${target}: ${u.protocol}//${u.host}${u.pathname.replace(/\/[0-9a-f-]{20,}$/i, '/…')}`
      } catch {}
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `- ${key} — ${(n / Math.max(1, open[name].length)).toFixed(1)} per load`)
    .join('\n')
}

function resultsMarkdown(machine: ReturnType<typeof describeMachine>, rows: Row[]): string {
  const workerTargets = [...new Set(open.ours.concat(open.appkit).flatMap((s) => s.workerTargets))].join(', ')
  return `# Benchmark results: Walletdock and Reown AppKit, side by side

Measured ${machineLine(machine)}.
${RUNS} interleaved load/open runs per page (ours, AppKit, the page without a modal; the order alternates)
and ${FCP_RUNS} more interleaved loads of each for first contentful paint and the connect buttons,
${SIDE_RUNS} runs of each side scenario, one run per tab count. Figures are medians with min–max in brackets.
Produced by \`npm run bench\` (bench/run.ts); do not edit by hand.

${table(rows)}

## What was measured, and how

- **Pages.** *ours* is the demo (demo/index.html + demo/main.ts, which imports demo/setup.ts, the
  \`createWalletdock\` call, first) built for production with the demo's own vite.config.ts; *the page
  without a modal* is the same build with the \`walletdock\` import replaced by a stub that does nothing
  (bench/noWalletdock.ts): same HTML, same host code; *AppKit* is bench/appkit-host/: the same HTML
  and host code written against \`@reown/appkit\` 1.8 with its wagmi adapter as AppKit's JavaScript
  installation guide sets it up (\`WagmiAdapter({ projectId, networks })\`,
  \`createAppKit({ adapters, networks, projectId, metadata, features: { analytics: true } })\`,
  \`<appkit-button>\`), installed only into that folder. All three get the same service-worker
  precaching (vite-plugin-pwa). The Devnet Wallet is injected into every page as an init script, as
  an extension would be, so its code counts for no one.
- **Serving.** Each build is served uncompressed by a small static server on loopback (ports 5180–5182);
  every file it sends is logged with the time and the request's Sec-Fetch-Dest / Referer, which tell a
  worker's fetches from the page's. gzip (-9) and brotli (q11) sizes are computed from the files sent.
  "Over the page without a modal" subtracts the bare page's median, so the host's own code (viem for
  signing) is not charged to either product.
- **Timings.** A capture-phase click listener takes \`event.timeStamp\`; then a requestAnimationFrame
  loop checks each frame whether the dialog (ours: \`[role=dialog]\` in \`<walletdock-modal>\`; AppKit:
  \`wui-card\` in \`<w3m-modal>\`) has a box and neither it nor any ancestor across shadow roots is
  \`display: none\`, \`visibility: hidden\` or at opacity 0; the time of that frame's callback is "visible".
  The loop goes on until the first wallet option passes the same test (ours: a wallet row's button in
  Connect's list; AppKit: any \`wui-list-wallet\` under \`<w3m-modal>\`, searched through its nested
  shadow roots): that frame is "first wallet option on screen", what a person waits for.
- **Connect button.** From the page's first frame, the same loop takes the first frame in which each
  connect button is on screen with a non-empty label (ours: the \`<button>\` in \`<walletdock-button>\`;
  AppKit: \`<appkit-button>\` with its text) and the page's own "Sign" button, in ms since navigation start;
  a button laid out before the page's first contentful paint counts from that paint (a frame's callbacks
  run before anything is presented: the HTML's own button was "seen" tens of ms before the first paint).
  Its figures take every load of each page (the load/open runs and the further loads): a 5% margin is a few
  frames, within one run's noise. The click comes ${SETTLE_MS} ms after the load event (a person does not click sooner). Warm opens close
  with Escape and reopen five times per page. Each load uses a fresh browser context (cold HTTP cache, no
  service worker, a new SharedWorker).
- **React example.** \`npm pack\` (the library build), the tarball installed into a copy of examples/react (React 19,
  \`walletdock/react\`'s provider and ConnectButton) and built with its own \`npm run build\`, as a host would; served
  like the pages above, with the Devnet Wallet injected. ${RUNS} fresh loads: the app's first render commits both
  \`<walletdock-button>\` and its own "Sign a message" button, so the two are compared within each load; then the
  same cold and warm opens as the demo's. The app names the devnet's service URLs, which do not run in the bench:
  Connect lists the page's wallets (the directory's rows would follow them).
- **FCP**: \`first-contentful-paint\` of the page. **Heap**: \`HeapProfiler.collectGarbage\`, then
  \`Runtime.getHeapUsage\` of the page's main thread 0.5 s after the cold open.
- **Tabs.** The Devnet Wallet is connected through each product's modal in a first tab; then the other
  tabs open (each restores the session) and all stay open for ${(TABS_PERIOD_MS / 1000).toFixed(0)} s (one of our 30 s balance polls).
  eth_getBalance is counted by a JSON-RPC proxy in front of anvil (bench/rpcCounter.ts) that both pages'
  chain RPC URL points at (\`?rpc=\`). WebSocket connections come from CDP \`Network.webSocketCreated\` on
  every page and worker target (the devnet relay's own count is not used: AppKit cannot be pointed at it).
- **A change reaching the other tabs.** ${PROPAGATION_TABS} tabs of one context (each is its own visible
  window) load and settle; each page watches its \`host-status\` element, which the host's own
  \`subscribeAccount\` listener writes, with a MutationObserver (it runs in the listener's task) and takes
  \`performance.timeOrigin + performance.now()\` when it turns 'connected'. The Devnet Wallet is then
  connected through the modal of the first tab; each other tab's figure is its time minus the first tab's
  (0 when it was earlier), so the ${PROPAGATION_TABS - 1} other tabs of ${SIDE_RUNS} runs give the median and the worst.
  The fallback runs with \`SharedWorker\` removed before any page script, as the e2e project does.
  AppKit keeps no state across tabs; its figure says whether its other tabs learn of the connect at all.
- **Offline tab.** Online: load, connect, open the account view once so each product sees and stores the
  balance, close every tab. Then \`context.setOffline(true)\`, open a new tab (served by the service
  worker), click the account button, and time until a balance in ETH is on screen, from the click event's
  \`timeStamp\` (as the open timings) to the first frame showing it.
- **Hanging hosts.** A second Chromium resolves every host name to a TCP server that accepts and never
  answers (\`--host-resolver-rules\`); our RPC URL is such a name, and so are all of AppKit's remote hosts.
  The host page's own "Sign" button (which calls \`open()\` when nothing is connected) is clicked, because
  AppKit's connect button does not render while its remote configuration is pending.
- **Offline machine.** In the normal runs every remote host name fails at once (\`MAP * ~NOTFOUND\`).
  Worker targets seen: ${workerTargets || 'none'}.

## Remote calls (page + workers, one load and open), all failing here

AppKit:

${remoteHosts('appkit') || '- none'}

Walletdock (the demo sets no service URLs, so any of these go to the production defaults):

${remoteHosts('ours') || '- none'}

## Limits of these figures

- This machine is shared with other work: timings move with its load (the load average above). The
  runs are interleaved so both products meet the same conditions; compare ratios rather than absolute values.
- First contentful paint varies widely here (see the ranges): compare medians over many loads. A likely
  cost on a 2-core machine is the SharedWorker's script compiling beside the page's first paint.
- WalletConnect was not exercised: AppKit's relay is remote (unreachable here) and the injected wallet
  needs no relay, so the socket figures count what each product opens by itself with an injected wallet.
`
}

await main()
