import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Summary } from './stats.ts'

/** One line of the results table. */
export type Row = {
  metric: string
  ours: string
  appkit: string
  ratio: string
  target: string
  met: string
}

export type Machine = {
  date: string
  cores: number
  memoryGiB: number
  chromium: string
  load: string
  cpu: string
}

/** The machine the figures come from (load average too: other work on the machine moves timings). */
export function describeMachine(chromium: string): Machine {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    chromium,
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    cpu: cpus()[0]?.model ?? 'unknown',
  }
}

const KB = 1024
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
export const ms = (value: number) => `${value < 100 ? value.toFixed(1) : value.toFixed(0)} ms`
export const mb = (bytes: number) => `${(bytes / KB / KB).toFixed(1)} MB`

/** `median (min–max)` in the metric's unit; `n/a` when no run produced a value. */
export function fmt(summary: Summary | null, unit: (v: number) => string, missingNote = 'n/a'): string {
  if (!summary) return missingNote
  const range = summary.min === summary.max ? '' : ` (${unit(summary.min)}–${unit(summary.max)})`
  const missing = summary.missing ? `, ${summary.missing} run(s) never` : ''
  return `${unit(summary.median)}${range}${missing}`
}

export const ratio = (ours: number | undefined, theirs: number | undefined) =>
  ours === undefined || theirs === undefined || theirs === 0 ? '—' : `${((ours / theirs) * 100).toFixed(0)}%`

export function table(rows: Row[]): string {
  const lines = [
    '| metric | ours (Walletdock) | AppKit | ours / AppKit | target | met? |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  for (const r of rows)
    lines.push(`| ${r.metric} | ${r.ours} | ${r.appkit} | ${r.ratio} | ${r.target} | ${r.met} |`)
  return lines.join('\n')
}

export const machineLine = (m: Machine) =>
  `${m.date} on ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB memory, ${m.chromium}; load average at start ${m.load}`

const README = fileURLToPath(new URL('../README.md', import.meta.url))
const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

/** Replaces the README's quoted results (between the bench markers) with the latest table. */
export function quoteInReadme(machine: Machine, rows: Row[]): void {
  const readme = readFileSync(README, 'utf8')
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start)
    throw new Error('README.md has no <!-- bench:start --> … <!-- bench:end --> block.')
  const block = `${START}\nLatest run: ${machineLine(machine)}. Details and method: [bench/RESULTS.md](bench/RESULTS.md).\n\n${table(rows)}\n`
  writeFileSync(README, readme.slice(0, start) + block + readme.slice(end))
}
