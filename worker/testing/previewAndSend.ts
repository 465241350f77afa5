import type { SendTokenParameters } from '../../src/types.ts'
import { prepareSendToken } from '../actions/prepareSendToken.ts'
import { sendToken } from '../actions/sendToken.ts'
import type { Core } from '../core.ts'

/** A send as the Send view makes it: the tab's preview first, then the send of the transaction it showed. */
export async function previewAndSend(core: Core, params: SendTokenParameters): Promise<{ hash: string }> {
  const { previewId } = await prepareSendToken(core, params)
  const result = await sendToken(core, { ...params, previewId })
  if (result.status !== 'sent')
    throw new Error(`Not sent: the preview changed (${JSON.stringify(result.preview)})`)
  return { hash: result.hash }
}
