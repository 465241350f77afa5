import type { AnalyticsBody } from '../../src/analyticsSchemas.ts'

/** One body the collector accepted, with when and from where it came. */
export type CollectedEvent = {
  receivedAt: number
  projectId: string
  origin: string
  /** What the chart and counts group by: the event's name, or `error:<category>` for an error report. */
  label: string
  body: AnalyticsBody
}

/** What the collector holds: the accepted events (the newest MAX_KEPT) and what it turned away. */
export type CollectorStore = {
  events: CollectedEvent[]
  /** Posts refused with 403 (origin not allowed), by project. */
  refused: Record<string, number>
  /** Posts refused with 400 (no project id, or a body not in the wire format). */
  invalid: number
}

const MAX_KEPT = 10_000

/** An empty store. */
export function createCollectorStore(): CollectorStore {
  return { events: [], refused: {}, invalid: 0 }
}

/** Keeps one accepted body. */
export function collect(store: CollectorStore, event: Omit<CollectedEvent, 'label'>): void {
  const { props } = event.body
  store.events.push({ ...event, label: props.type === 'error' ? `error:${props.event}` : props.event })
  if (store.events.length > MAX_KEPT) store.events.splice(0, store.events.length - MAX_KEPT)
}

/** The events of one project (all when none is named) received at or after `since`. */
export function selectEvents(store: CollectorStore, projectId?: string, since = 0): CollectedEvent[] {
  return store.events.filter((e) => e.receivedAt >= since && (!projectId || e.projectId === projectId))
}

/** How many events per label. */
export function countByLabel(events: readonly CollectedEvent[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const e of events) counts[e.label] = (counts[e.label] ?? 0) + 1
  return counts
}
