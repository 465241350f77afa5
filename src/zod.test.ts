import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('zod', () => {
  it('behavior: object schemas from it parse without ever constructing a Function (strict CSP)', async () => {
    const constructed: unknown[][] = []
    const RealFunction = Function
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args) {
          constructed.push(args)
          return Reflect.construct(target, args)
        },
        apply(target, self, args) {
          constructed.push(args)
          return Reflect.apply(target, self, args)
        },
      }),
    )
    const { z } = await import('./zod.ts')
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) })
    for (let i = 0; i < 3; i++) expect(schema.parse({ a: 'x', b: { c: i } })).toEqual({ a: 'x', b: { c: i } })
    expect(schema.safeParse({ a: 1 }).success).toBe(false)
    expect(constructed).toEqual([])
  })
})
