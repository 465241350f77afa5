import { describe, expect, it } from 'vitest'
import {
  appMessageSchema,
  frameMessageSchema,
  frameRequests,
  replyTypes,
  requestName,
} from './frameMessages.ts'

describe('frame messages', () => {
  it('accepts an app request and reads its name', () => {
    const message = appMessageSchema.parse({
      type: '@walletdock-app/CONNECT_EMAIL',
      id: 'a1b2c3d4e5',
      payload: {},
    })
    expect(requestName(message.type)).toBe('CONNECT_EMAIL')
    expect(frameRequests.CONNECT_EMAIL.payload.safeParse({ email: 'ana@example.com' }).success).toBe(true)
  })

  it('refuses unknown types, short ids, bad e-mails and codes', () => {
    expect(appMessageSchema.safeParse({ type: '@walletdock-app/STEAL', id: 'a1b2c3d4e5' }).success).toBe(
      false,
    )
    expect(appMessageSchema.safeParse({ type: '@walletdock-app/SIGN_OUT', id: 'x' }).success).toBe(false)
    expect(frameRequests.CONNECT_EMAIL.payload.safeParse({ email: 'not-an-email' }).success).toBe(false)
    expect(frameRequests.CONNECT_OTP.payload.safeParse({ otp: '12345a' }).success).toBe(false)
    expect(requestName('@walletdock-app/__proto__')).toBeUndefined()
  })

  it('names the replies of a request and checks frame messages', () => {
    expect(replyTypes('GET_USER')).toEqual({
      success: '@walletdock-frame/GET_USER_SUCCESS',
      error: '@walletdock-frame/GET_USER_ERROR',
    })
    expect(frameMessageSchema.safeParse({ type: '@walletdock-frame/FRAME_READY' }).success).toBe(true)
    expect(frameMessageSchema.safeParse({ type: '@other/FRAME_READY' }).success).toBe(false)
    expect(
      frameRequests.GET_USER.result.safeParse({ address: '0x1', chainId: 31337, email: null }).success,
    ).toBe(true)
  })
})
