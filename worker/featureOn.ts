import { featuresInForce, type RemoteFeatureKey } from '../src/projectConfig.ts'
import type { Core } from './core.ts'

/**
 * Whether a remote feature is on for this core: the project's configuration once read, else the host's options
 * (basic mode: none). Actions of a feature that is off make no call to its service.
 */
export function featureOn(core: Pick<Core, 'config' | 'store'>, key: RemoteFeatureKey): boolean {
  const features = featuresInForce(core.config, core.store.getState().projectConfig)
  return !!features?.[key]
}
