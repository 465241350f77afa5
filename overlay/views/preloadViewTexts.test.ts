import { expect, test } from 'vitest'
import { approveCatalog } from '../../src/messages/approve/approveCatalog.ts'
import { viewsCatalog } from '../../src/messages/views/viewsCatalog.ts'
import { preloadViewTexts } from './preloadViewTexts.ts'

test('behavior: another language’s view texts are here after the preload, so no view waits for them', async () => {
  expect(viewsCatalog.loaded('fr')).toBeUndefined()
  expect(approveCatalog.loaded('fr')).toBeUndefined()
  await preloadViewTexts('fr')
  expect(viewsCatalog.loaded('fr')?.send).toBeDefined()
  expect(approveCatalog.loaded('fr')?.reject).toBeDefined()
  expect(viewsCatalog.loaded('fr')).not.toBe(viewsCatalog.loaded('en'))
})
