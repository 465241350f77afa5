import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'vite'
import { describe, expect, test } from 'vitest'

// Every text a person sees comes from the message catalog (src/messages), so a translation touches no view.
// This check reads the views and ui/ the way a reviewer would and lists each text written into them.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const FOLDERS = ['overlay/views', 'overlay/ui']

// Attributes of page elements that a person reads or hears.
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
])
// Props of our own components that never hold text.
const NON_TEXT_PROPS = new Set(['key', 'className', 'id', 'type', 'role', 'style', 'viewKey', 'themeMode'])
// A word: any letter of any script ('●', '·', '+', '$0.00' and m:ss are not words).
const HAS_LETTER = /\p{L}/u
// A sentence-like string anywhere in the code: a capitalised word and more words ('No wallet found').
const PROSE = /^[A-Z][a-z]+(?: [a-z]+)+[.…]?$/

type Node = { type: string; start: number; [key: string]: unknown }
type Finding = { file: string; line: number; text: string; why: string }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('testing.tsx'))
    .map((f) => join(folder, f))
}

/** The texts written into a view or ui/ file, each with its line and why it counts. */
function findTextLiterals(file: string, source: string): Finding[] {
  const { program, errors } = parseSync(file, source)
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`)
  const findings: Finding[] = []
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length
  const reported = new Set<number>()
  const report = (node: Node, text: string, why: string) => {
    // A string shown as text is also prose; it is listed once, for the first reason.
    if (reported.has(node.start)) return
    reported.add(node.start)
    findings.push({
      file: relative(ROOT, join(ROOT, file)),
      line: lineOf(node.start),
      text: text.trim(),
      why,
    })
  }

  // An expression whose value is shown: a string in it is text, as are strings it may evaluate to.
  const shown = (node: unknown, why: string): void => {
    if (!isNode(node)) return
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string' && HAS_LETTER.test(node.value)) report(node, node.value, why)
        return
      case 'TemplateLiteral':
        for (const quasi of node.quasis as Node[]) {
          const raw = (quasi.value as { raw: string }).raw
          if (HAS_LETTER.test(raw)) report(quasi, raw, why)
        }
        for (const expression of node.expressions as Node[]) shown(expression, why)
        return
      case 'ConditionalExpression':
        shown(node.consequent, why)
        shown(node.alternate, why)
        return
      case 'LogicalExpression':
        // `cond && 'text'` shows the right side; `a ?? 'text'` and `a || 'text'` either side.
        if (node.operator !== '&&') shown(node.left, why)
        shown(node.right, why)
        return
      case 'ObjectExpression':
        for (const property of node.properties as Node[])
          if (property.type === 'Property') shown(property.value, why)
        return
      case 'ArrayExpression':
        for (const element of node.elements as unknown[]) shown(element, why)
        return
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
        shown(node.expression, why)
        return
      default:
        // Calls, member reads, comparisons and functions compute text elsewhere (from the catalog).
        return
    }
  }

  const visit = (node: Node, parent: Node | undefined): void => {
    if (node.type === 'JSXText') {
      const text = node.value as string
      if (HAS_LETTER.test(text)) report(node, text, 'JSX text')
    } else if (
      node.type === 'JSXExpressionContainer' &&
      (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
    ) {
      shown(node.expression, 'JSX child')
    } else if (node.type === 'JSXAttribute') {
      const name = (node.name as Node & { name: string }).name
      const element = parent as Node & { name: Node & { name?: string } }
      const component = /^[A-Z]/.test(element.name.name ?? '')
      const text = component
        ? !NON_TEXT_PROPS.has(name) && !name.startsWith('data-') && !name.startsWith('on')
        : TEXT_ATTRIBUTES.has(name)
      if (text) {
        const value = node.value as Node | null
        shown(value?.type === 'JSXExpressionContainer' ? value.expression : value, `${name}=`)
      }
    } else if (
      node.type === 'CallExpression' &&
      (node.callee as Node & { name?: string }).name === 'showSnackbar'
    ) {
      shown((node.arguments as Node[])[2], 'snackbar message')
    } else if (node.type === 'Literal' && typeof node.value === 'string' && PROSE.test(node.value)) {
      const inError =
        parent?.type === 'NewExpression' && (parent.callee as Node & { name?: string }).name === 'Error'
      const isModule = parent?.type === 'ImportDeclaration' || parent?.type === 'ExportNamedDeclaration'
      if (!inError && !isModule) report(node, node.value, 'sentence')
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, node)
      } else if (isNode(value)) visit(value, node)
    }
  }
  // A JSX attribute's parent is the opening element; JSX children's parent is the element.
  visit(program as unknown as Node, undefined)
  return findings
}

describe('texts come from the message catalog', () => {
  test('behavior: no view or ui/ file writes a text a person sees (use useMessages() and src/messages/en.ts)', () => {
    const findings = FOLDERS.flatMap(sourceFiles).flatMap((file) =>
      findTextLiterals(file, readFileSync(join(ROOT, file), 'utf8')),
    )
    expect(findings.map((f) => `${f.file}:${f.line} ${f.why} ${JSON.stringify(f.text)}`)).toEqual([])
  })

  test('behavior: the check finds each way a text gets written in', () => {
    const source = `
      export function Bad({ ok }: { ok: boolean }) {
        showSnackbar(store, 'error', 'Could not copy')
        const unused = 'Some words here'
        return (
          <div className="wd-stack wd-button" data-testid="plain words">
            Hello there
            <input placeholder="Search wallet" aria-label={ok ? m.a : 'Fallback text'} />
            <Status title={\`Continue in \${name}\`} waiting={{ title: 'Approve in wallet' }} viewKey="a b" />
            {ok && 'Loading…'}
            {m.modal.back} ● {count}+
            <img alt="" src={url} />
          </div>
        )
      }`
    const found = findTextLiterals('Bad.tsx', source).map((f) => [f.why, f.text])
    expect(found).toEqual([
      ['snackbar message', 'Could not copy'],
      ['sentence', 'Some words here'],
      ['JSX text', 'Hello there'],
      ['placeholder=', 'Search wallet'],
      ['aria-label=', 'Fallback text'],
      ['title=', 'Continue in'],
      ['waiting=', 'Approve in wallet'],
      ['JSX child', 'Loading…'],
    ])
  })
})
