import { describe, expect, test } from 'vitest'
import type { FrameHandlers } from './createFrameHandlers.ts'
import { FrameRpcError } from './handleRpcRequest.ts'
import { listenToApp } from './listenToApp.ts'

const APP = 'http://127.0.0.1:5173'

// A fake parent that records what the frame posts and where; the frame's window is a plain EventTarget.
function setup(handlers: Partial<FrameHandlers> = {}) {
  const posted: { message: unknown; targetOrigin: string }[] = []
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => {
      posted.push({ message, targetOrigin })
    },
  }
  const self = new EventTarget()
  const all: Partial<FrameHandlers> = {
    GET_CHAIN_ID: async () => ({ chainId: 31337 }),
    SWITCH_NETWORK: async () => {
      throw new Error('Chain 1 is not supported')
    },
    ...handlers,
  }
  listenToApp({ self, parent, parentOrigin: APP, handlers: all, version: '1' })
  const send = (
    data: unknown,
    { origin = APP, source = parent }: { origin?: string; source?: unknown } = {},
  ) => self.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { posted, parent, send, settle }
}

describe('listenToApp', () => {
  test('default: FRAME_READY and every reply go to the parent’s exact origin, never "*"', async () => {
    const { posted, send, settle } = setup()
    send({ type: '@walletdock-app/GET_CHAIN_ID', id: 'request-0001', payload: {} })
    send({ type: '@walletdock-app/SWITCH_NETWORK', id: 'request-0002', payload: { chainId: 1 } })
    await settle()
    expect(posted).toEqual([
      { message: { type: '@walletdock-frame/FRAME_READY', payload: { version: '1' } }, targetOrigin: APP },
      {
        message: {
          type: '@walletdock-frame/GET_CHAIN_ID_SUCCESS',
          id: 'request-0001',
          payload: { chainId: 31337 },
        },
        targetOrigin: APP,
      },
      {
        message: {
          type: '@walletdock-frame/SWITCH_NETWORK_ERROR',
          id: 'request-0002',
          payload: { message: 'Chain 1 is not supported' },
        },
        targetOrigin: APP,
      },
    ])
  })

  test('behavior: another origin, another window or a bad shape gets nothing; a bad payload gets _ERROR', async () => {
    const { posted, send, settle } = setup()
    const request = { type: '@walletdock-app/GET_CHAIN_ID', id: 'request-0001', payload: {} }
    send(request, { origin: 'http://127.0.0.1:5199' })
    send(request, { source: {} })
    send({ ...request, id: 'short' })
    send({ ...request, type: '@walletdock-app/UNKNOWN' })
    send('text')
    await settle()
    expect(posted).toHaveLength(1)
    send({ type: '@walletdock-app/SWITCH_NETWORK', id: 'request-0003', payload: { chainId: { x: 1 } } })
    await settle()
    expect(posted[1]).toMatchObject({
      message: { type: '@walletdock-frame/SWITCH_NETWORK_ERROR', id: 'request-0003' },
      targetOrigin: APP,
    })
    send({ type: '@walletdock-app/SIGN_OUT', id: 'request-0004', payload: {} })
    await settle()
    expect(posted[2]?.message).toEqual({
      type: '@walletdock-frame/SIGN_OUT_ERROR',
      id: 'request-0004',
      payload: { message: 'SIGN_OUT is not supported by this frame' },
    })
  })

  test('behavior: a refused RPC keeps its EIP-1193 code in the _ERROR payload', async () => {
    const { posted, send, settle } = setup({
      RPC_REQUEST: async () => {
        throw new FrameRpcError(4200, 'eth_sign is not supported')
      },
    })
    send({ type: '@walletdock-app/RPC_REQUEST', id: 'request-0005', payload: { method: 'eth_sign' } })
    await settle()
    expect(posted[1]?.message).toEqual({
      type: '@walletdock-frame/RPC_REQUEST_ERROR',
      id: 'request-0005',
      payload: { message: 'eth_sign is not supported', code: 4200 },
    })
  })
})
