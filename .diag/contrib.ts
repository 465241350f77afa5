// per-source byte contribution of given output files using sourcemaps (approximate: raw minified bytes)
import { readFileSync } from 'node:fs'
const files = process.argv.slice(2)
for (const f of files) {
  const code = readFileSync(f, 'utf8')
  const map = JSON.parse(readFileSync(f + '.map', 'utf8'))
  // decode mappings
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const lines = code.split('\n')
  const totals = new Map<string, number>()
  let src = 0
  const mlines = map.mappings.split(';')
  for (let li = 0; li < mlines.length; li++) {
    const segs = mlines[li] ? mlines[li].split(',') : []
    let col = 0
    const pts: [number, number][] = []
    for (const seg of segs) {
      const vals: number[] = []
      let v = 0, shift = 0
      for (const ch of seg) {
        const d = chars.indexOf(ch)
        v += (d & 31) << shift
        if (d & 32) shift += 5
        else { vals.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0 }
      }
      col += vals[0]!
      if (vals.length > 1) { src += vals[1]!; pts.push([col, src]) ; /* skip line/col */ }
      else pts.push([col, -1])
    }
    const lineLen = (lines[li] ?? '').length
    for (let i = 0; i < pts.length; i++) {
      const [c, s] = pts[i]!
      const end = i + 1 < pts.length ? pts[i + 1]![0] : lineLen
      const name = s >= 0 ? map.sources[s] : '(none)'
      totals.set(name, (totals.get(name) ?? 0) + (end - c))
    }
  }
  const agg = new Map<string, number>()
  for (const [k, n] of totals) {
    let key = k.replace(/^(\.\.\/)+/, '')
    const m = key.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
    if (m && !process.env.DEEP) key = "npm:" + m[1]
    agg.set(key, (agg.get(key) ?? 0) + n)
  }
  console.log('==', f, code.length)
  for (const [k, n] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(n).padStart(8), k)
}
