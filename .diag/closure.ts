import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { measureBudgets } from '../bench/sizeBudget.ts'
for (const r of measureBudgets()) {
  console.log(r.name, (r.gzip / 1024).toFixed(2))
  for (const f of r.files) console.log('   ', f, (gzipSync(readFileSync(`dist/lib/${f}`), { level: 9 }).length / 1024).toFixed(2))
}
