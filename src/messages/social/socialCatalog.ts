import { createSectionCatalog } from '../sectionCatalog.ts'
import { type SocialMessages, socialMessages } from './en.ts'

/** The social login's texts by locale: English with its chunks, each other language its own chunk. */
export const socialCatalog = createSectionCatalog<SocialMessages>(socialMessages, {
  es: () => import('./es.ts').then((c) => c.socialMessages),
  'pt-BR': () => import('./ptBR.ts').then((c) => c.socialMessages),
  fr: () => import('./fr.ts').then((c) => c.socialMessages),
  de: () => import('./de.ts').then((c) => c.socialMessages),
  'zh-CN': () => import('./zhCN.ts').then((c) => c.socialMessages),
  ja: () => import('./ja.ts').then((c) => c.socialMessages),
  ko: () => import('./ko.ts').then((c) => c.socialMessages),
  tr: () => import('./tr.ts').then((c) => c.socialMessages),
  ar: () => import('./ar.ts').then((c) => c.socialMessages),
})
