import { expect, test } from 'vitest'
import { registerNameMessage, registerNameMessageSchema } from './nameMessage.ts'

test('registerNameMessage: JSON of the name, empty attributes and the time in seconds', () => {
  const message = registerNameMessage('carol.devnet.id', 1_700_000_000)
  expect(message).toBe('{"name":"carol.devnet.id","attributes":{},"timestamp":1700000000}')
  expect(registerNameMessageSchema.parse(JSON.parse(message))).toEqual({
    name: 'carol.devnet.id',
    attributes: {},
    timestamp: 1_700_000_000,
  })
  expect(registerNameMessageSchema.safeParse({ name: 'x', attributes: { a: 1 }, timestamp: 1 }).success).toBe(
    false,
  )
})
