import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'vite'
import { describe, expect, test } from 'vitest'

// Every text a person sees comes from the message catalog (src/messages), so a translation touches no view.
// This check reads the tab's product code the way a reviewer would and lists each text written into it: the views
// and ui/, the page bridges (what they name reaches the views and the page), the React bindings and the loader's
// own files; and the core's code for sentences (it hands views data and catalog keys, never words).

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// Folders read with every file below them, and folders read for their own files only (overlay/: the loader's).
const FOLDERS = ['overlay/views', 'overlay/ui', 'overlay/bridge', 'overlay/react', 'overlay/wagmi', 'worker']
const FLAT_FOLDERS = ['overlay']

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
// A sentence-like string anywhere in the code: a capitalised word and more words ('No wallet found'), or a title
// of capitalised words ('Browser Wallet').
const PROSE = /^[A-Z][a-z]+(?: [a-z]+)+[.…]?$|^[A-Z][a-z]+(?: [A-Z][a-z]+)+$/
// Properties of page elements that a person reads or hears, set from code (`iframe.title = …`).
const TEXT_PROPERTIES = new Set([
  'title',
  'textContent',
  'innerText',
  'placeholder',
  'alt',
  'ariaLabel',
  'ariaDescription',
  'ariaRoleDescription',
  'ariaValueText',
  'ariaPlaceholder',
])

type Node = { type: string; start: number; [key: string]: unknown }
type Finding = { file: string; line: number; text: string; why: string }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

// Tests and test support write texts to check them; they are no product code.
const isProductFile = (f: string) =>
  /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('testing.tsx') && !/(^|\/)testing\//.test(f)

function sourceFiles(folder: string, recursive = true): string[] {
  return readdirSync(join(ROOT, folder), { recursive, encoding: 'utf8' })
    .filter(isProductFile)
    .map((f) => join(folder, f))
}

/** Every product file the check reads. */
function scannedFiles(): string[] {
  return [
    ...FOLDERS.flatMap((folder) => sourceFiles(folder)),
    ...FLAT_FOLDERS.flatMap((folder) => sourceFiles(folder, false)),
  ]
}

// A call whose texts no view shows as written: one that makes an error (`new FooError(…)`, or a helper named like
// one, `walletError(…)`), whose text is the error's own and which the views word from the catalog by the error's
// name (src/messages/coreText.ts); and a schema check (`z.regex(…, 'Invalid email')`), the core's guard behind a
// view that checks first in the catalog's words.
const isExempt = (node: Node) => {
  if (node.type !== 'NewExpression' && node.type !== 'CallExpression') return false
  const callee = node.callee as Node & { name?: string; object?: Node & { name?: string } }
  return /Error$/.test(callee.name ?? '') || callee.object?.name === 'z'
}

/** The texts written into a product file, each with its line and why it counts. */
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
        // Pieces joined with marks in code (`${side}: ${token}`): the order and the marks are the language's.
        if (
          (node.expressions as Node[]).length > 0 &&
          (node.quasis as Node[]).some((quasi) => {
            const raw = (quasi.value as { raw: string }).raw.trim()
            return raw !== '' && !HAS_LETTER.test(raw)
          })
        )
          report(
            node,
            (node.quasis as Node[]).map((quasi) => (quasi.value as { raw: string }).raw).join('…'),
            `${why} composed in code`,
          )
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

  const visit = (node: Node, parent: Node | undefined, exempt: boolean): void => {
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
    } else if (node.type === 'AssignmentExpression' && node.operator === '=') {
      const target = node.left as Node & { computed?: boolean; property?: Node & { name?: string } }
      const property =
        target.type === 'MemberExpression' && !target.computed ? target.property?.name : undefined
      if (property && TEXT_PROPERTIES.has(property)) shown(node.right, `.${property} =`)
    } else if (
      node.type === 'CallExpression' &&
      (node.callee as Node & { property?: Node & { name?: string } }).property?.name === 'setAttribute'
    ) {
      const [name, value] = node.arguments as Node[]
      if (name?.type === 'Literal' && TEXT_ATTRIBUTES.has(name.value as string))
        shown(value, `setAttribute('${name.value}')`)
    } else if (node.type === 'Literal' && typeof node.value === 'string' && PROSE.test(node.value)) {
      const isModule = parent?.type === 'ImportDeclaration' || parent?.type === 'ExportNamedDeclaration'
      if (!exempt && !isModule) report(node, node.value, 'sentence')
    }
    const childExempt = exempt || isExempt(node)
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, node, childExempt)
      } else if (isNode(value)) visit(value, node, childExempt)
    }
  }
  // A JSX attribute's parent is the opening element; JSX children's parent is the element.
  visit(program as unknown as Node, undefined, false)
  return findings
}

describe('texts come from the message catalog', () => {
  test('behavior: no product file writes a text a person sees (use useMessages() and src/messages/en.ts)', () => {
    const findings = scannedFiles().flatMap((file) =>
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
            <button aria-label={\`\${side}: \${token}\`}>{\`\${amount} \${symbol}\`}</button>
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
      ['aria-label= composed in code', '…: …'],
      ['JSX child', 'Loading…'],
    ])
  })
  test('behavior: the check finds texts that page bridges and the core write, and leaves errors’ and schemas’ own', () => {
    const source = `
      export function bridge(iframe: HTMLIFrameElement, el: Element, side: string, token: string) {
        iframe.title = 'Secure login'
        el.setAttribute('aria-label', 'Close')
        el.setAttribute('data-kind', 'plain')
        add({ connectorId: 'injected', name: 'Browser Wallet', legacy: true })
        const meta = { name: 'Unknown token', symbol: \`\${mint.slice(0, 4)}…\${mint.slice(-4)}\` }
        el.ariaLabel = \`\${side}: \${token}\`
        const email = z.string().check(z.regex(PATTERN, 'Invalid email'))
        if (!meta) throw new FrameRequestError('SWITCH_NETWORK', 'Chain is not supported')
        throw walletError('NotConnectedError', 'No wallet is connected', 'Namespace: solana')
      }`
    const found = findTextLiterals('bridge.ts', source).map((f) => [f.why, f.text])
    expect(found).toEqual([
      ['.title =', 'Secure login'],
      ["setAttribute('aria-label')", 'Close'],
      ['sentence', 'Browser Wallet'],
      ['sentence', 'Unknown token'],
      ['.ariaLabel = composed in code', '…: …'],
    ])
  })
})
