import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'vite'

// Issue #10 item 14: every action file in worker/actions/ exports XParameters, XReturnType and XErrorType under
// its own name (X is the file name with a capital first letter; a re-export such as `export type { X }` counts)
// and has its test beside it: `<name>.test.ts` or `<name>.<variant>.test.ts`. A test there is named after the
// action it tests: one with no `<name>.ts` beside it is named too.

/** What is wrong with one action file. */
export type ActionProblem = { file: string; reason: string }

/** The names a module exports (declarations and re-exports, types included). */
export function exportedNames(path: string, source: string): Set<string> {
  const { module, errors } = parseSync(path, source)
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]?.message ?? 'does not parse'}`)
  const names = new Set<string>()
  for (const e of module.staticExports)
    for (const entry of e.entries) if (entry.exportName.name) names.add(entry.exportName.name)
  return names
}

/** The three type names an action file `name.ts` must export. */
export function requiredTypesOf(name: string): string[] {
  const base = name.charAt(0).toUpperCase() + name.slice(1)
  return [`${base}Parameters`, `${base}ReturnType`, `${base}ErrorType`]
}

/** The problems of the action files among `files` (file names in worker/actions/ with their text). */
export function actionProblemsOf(files: { name: string; source: string }[]): ActionProblem[] {
  const names = files.map((f) => f.name)
  const problems: ActionProblem[] = []
  for (const { name, source } of files) {
    if (/\.test\.ts$/.test(name)) {
      const action = name.slice(0, name.indexOf('.'))
      if (!names.includes(`${action}.ts`))
        problems.push({ file: `worker/actions/${name}`, reason: `no action beside it (${action}.ts)` })
      continue
    }
    if (!name.endsWith('.ts') || name.endsWith('.d.ts')) continue
    const action = name.slice(0, -'.ts'.length)
    const file = `worker/actions/${name}`
    const tested = names.some(
      (other) => other === `${action}.test.ts` || new RegExp(`^${action}\\.[^.]+\\.test\\.ts$`).test(other),
    )
    if (!tested)
      problems.push({ file, reason: `no test beside it (${action}.test.ts or ${action}.<variant>.test.ts)` })
    const exported = exportedNames(file, source)
    for (const type of requiredTypesOf(action))
      if (!exported.has(type)) problems.push({ file, reason: `does not export ${type}` })
  }
  return problems
}

/** Every action problem in the repository at `root`. */
export function checkActions(root: string, read: (path: string) => string): ActionProblem[] {
  const folder = join(root, 'worker', 'actions')
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => ({ name: e.name, source: e.name.endsWith('.test.ts') ? '' : read(join(folder, e.name)) }))
  return actionProblemsOf(files)
}
