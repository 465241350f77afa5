import { type CollectedEvent, countByLabel } from './collectorStore.ts'

export type CollectorPageParameters = {
  events: readonly CollectedEvent[]
  refused: Record<string, number>
  projects: readonly string[]
  projectId?: string | undefined
  now: number
}

const PALETTE = [
  '#4c8dff',
  '#2fbf71',
  '#a371f7',
  '#f2b134',
  '#18b3c7',
  '#e76fb4',
  '#8ab4f8',
  '#7bd88f',
  '#c39ac9',
]
const ERROR_COLORS = ['#f0524f', '#ff8a3d', '#d9413e']
const BUCKET_SIZES_MS = [5_000, 10_000, 30_000, 60_000, 300_000, 900_000, 3_600_000]
const MAX_BUCKETS = 36
const CHART = { width: 760, height: 260, left: 44, right: 12, top: 12, bottom: 36 }

/** A color per label: errors in warm colors, events from the palette, stable for a given set of labels. */
export function colorsOf(labels: readonly string[]): Record<string, string> {
  const colors: Record<string, string> = {}
  let event = 0
  let error = 0
  for (const label of [...labels].sort()) {
    colors[label] = label.startsWith('error:')
      ? (ERROR_COLORS[error++ % ERROR_COLORS.length] as string)
      : (PALETTE[event++ % PALETTE.length] as string)
  }
  return colors
}

/** Time buckets covering the events up to `now`: the smallest size that needs at most MAX_BUCKETS of them. */
export function bucketsOf(
  events: readonly CollectedEvent[],
  now: number,
): { start: number; size: number; count: number } {
  const first = events.length ? Math.min(...events.map((e) => e.receivedAt)) : now
  const span = Math.max(now - first, 1)
  const size = BUCKET_SIZES_MS.find((s) => span / s <= MAX_BUCKETS) ?? (BUCKET_SIZES_MS.at(-1) as number)
  const end = Math.floor(now / size) * size + size
  const count = Math.min(MAX_BUCKETS, Math.max(12, Math.ceil((end - first) / size)))
  return { start: end - count * size, size, count }
}

/** The stacked bar chart of events by label over time, as an SVG element drawn here (no chart library). */
export function renderChart(
  events: readonly CollectedEvent[],
  now: number,
  colors: Record<string, string>,
): string {
  const { start, size, count } = bucketsOf(events, now)
  const labels = Object.keys(colors).sort()
  const grid = Array.from({ length: count }, () => new Map<string, number>())
  for (const e of events) {
    const i = Math.floor((e.receivedAt - start) / size)
    const bucket = grid[i]
    if (bucket) bucket.set(e.label, (bucket.get(e.label) ?? 0) + 1)
  }
  const totals = grid.map((b) => [...b.values()].reduce((a, n) => a + n, 0))
  const max = Math.max(1, ...totals)
  const plotW = CHART.width - CHART.left - CHART.right
  const plotH = CHART.height - CHART.top - CHART.bottom
  const slot = plotW / count
  const barW = Math.max(2, slot * 0.72)
  const y = (n: number) => CHART.top + plotH - (n / max) * plotH
  const parts: string[] = []
  for (const tick of [0, Math.ceil(max / 2), max]) {
    parts.push(
      `<line x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${y(tick)}" y2="${y(tick)}" class="grid"/>`,
      `<text x="${CHART.left - 6}" y="${y(tick) + 4}" text-anchor="end">${tick}</text>`,
    )
  }
  grid.forEach((bucket, i) => {
    let base = 0
    const x = CHART.left + i * slot + (slot - barW) / 2
    for (const label of labels) {
      const n = bucket.get(label) ?? 0
      if (!n) continue
      const top = y(base + n)
      const h = y(base) - top
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" fill="${colors[label]}" data-label="${escapeHtml(label)}" data-count="${n}"><title>${escapeHtml(label)}: ${n} at ${clock(start + i * size)}</title></rect>`,
      )
      base += n
    }
  })
  for (const i of [0, Math.floor(count / 2), count - 1]) {
    const x = CHART.left + i * slot + slot / 2
    parts.push(
      `<text x="${x.toFixed(1)}" y="${CHART.height - 12}" text-anchor="middle">${clock(start + i * size)}</text>`,
    )
  }
  return `<svg class="chart" viewBox="0 0 ${CHART.width} ${CHART.height}" role="img" aria-label="Events by type over time, ${seconds(size)} per bar">${parts.join('')}</svg>`
}

/** The collector's page: totals, the chart, the counts by type (its legend) and the latest events. */
export function renderCollectorPage(p: CollectorPageParameters): string {
  const counts = countByLabel(p.events)
  const colors = colorsOf(Object.keys(counts))
  const refused = Object.entries(p.refused)
    .filter(([project]) => !p.projectId || project === p.projectId)
    .reduce((a, [, n]) => a + n, 0)
  const errors = p.events.filter((e) => e.body.props.type === 'error').length
  const legend = Object.keys(counts)
    .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a.localeCompare(b))
    .map(
      (label) =>
        `<li data-label="${escapeHtml(label)}"><span class="swatch" style="background:${colors[label]}"></span><span class="name">${escapeHtml(label)}</span><span class="count">${counts[label]}</span></li>`,
    )
    .join('')
  const rows = p.events
    .slice(-50)
    .reverse()
    .map((e) => {
      const props = e.body.props
      const detail =
        props.type === 'error'
          ? `${escapeHtml(props.errorType ?? '')}: ${escapeHtml(props.errorMessage ?? '')}`
          : escapeHtml(JSON.stringify(props.properties ?? {}))
      return `<tr><td>${clock(e.receivedAt)}</td><td><span class="swatch" style="background:${colors[e.label]}"></span>${escapeHtml(e.label)}</td><td>${escapeHtml(e.projectId)}</td><td class="mono">${escapeHtml(short(props.address))}</td><td class="mono">${detail}</td></tr>`
    })
    .join('')
  const projectLinks = ['', ...p.projects]
    .map((id) => {
      const current = (p.projectId ?? '') === id
      return `<a href="/${id ? `?projectId=${encodeURIComponent(id)}` : ''}"${current ? ' aria-current="page"' : ''}>${id ? escapeHtml(id) : 'All projects'}</a>`
    })
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Walletdock analytics · devnet collector</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#111418;color:#e6e8eb}
main{max-width:820px;margin:0 auto;padding:24px}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#9aa1ab;margin:0 0 16px}
nav{display:flex;gap:8px;flex-wrap:wrap;margin-bottom:16px}nav a{color:#9aa1ab;text-decoration:none;padding:2px 8px;border:1px solid #2a2f37;border-radius:12px}
nav a[aria-current]{color:#fff;border-color:#4c8dff}
.cards{display:flex;gap:12px;margin-bottom:16px}.card{flex:1;background:#1a1e24;border-radius:10px;padding:12px}
.card b{display:block;font-size:24px}.card span{color:#9aa1ab}
.chart{width:100%;height:auto;background:#1a1e24;border-radius:10px}.chart text{fill:#9aa1ab;font-size:11px}.chart .grid{stroke:#2a2f37}
ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px 16px;margin:12px 0 20px}
ul.legend li{display:flex;align-items:center;gap:6px}.count{color:#9aa1ab}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #2a2f37;vertical-align:top}
th{color:#9aa1ab;font-weight:500}td:nth-child(-n+4){white-space:nowrap}.mono{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
</style></head>
<body><main>
<h1>Walletdock analytics</h1>
<p class="sub">The devnet's stand-in for the analytics service (<code>POST /e</code>). Refreshes every 5 s; <a href="/events.json${p.projectId ? `?projectId=${encodeURIComponent(p.projectId)}` : ''}" style="color:#8ab4f8">JSON</a>.</p>
<nav aria-label="Projects">${projectLinks}</nav>
<div class="cards">
<div class="card" data-testid="total-events"><b>${p.events.length - errors}</b><span>events</span></div>
<div class="card" data-testid="total-errors"><b>${errors}</b><span>error reports</span></div>
<div class="card" data-testid="total-refused"><b>${refused}</b><span>refused (403)</span></div>
</div>
<p class="sub">Events received by type over time, ${seconds(bucketsOf(p.events, p.now).size)} per bar (UTC).</p>
${renderChart(p.events, p.now, colors)}
<ul class="legend" aria-label="Counts by type">${legend || '<li>No events yet: open the demo and its modal.</li>'}</ul>
<table><thead><tr><th>Time (UTC)</th><th>Type</th><th>Project</th><th>Address</th><th>Data</th></tr></thead><tbody>${rows}</tbody></table>
</main></body></html>`
}

function clock(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19)
}

function seconds(ms: number): string {
  return ms < 60_000 ? `${ms / 1000} s` : `${ms / 60_000} min`
}

function short(address: string | undefined): string {
  return address ? `${address.slice(0, 6)}…${address.slice(-4)}` : ''
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
