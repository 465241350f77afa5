import { createSectionCatalog } from '../sectionCatalog.ts'
import { type ViewMessages, viewMessages } from './en.ts'

/** The texts of the views a first open does not show, by locale: English with those views, each other language its own chunk. */
export const viewsCatalog = createSectionCatalog<ViewMessages>(viewMessages, {
  es: () => import('./es.ts').then((c) => c.viewMessages),
  'pt-BR': () => import('./ptBR.ts').then((c) => c.viewMessages),
  fr: () => import('./fr.ts').then((c) => c.viewMessages),
  de: () => import('./de.ts').then((c) => c.viewMessages),
  'zh-CN': () => import('./zhCN.ts').then((c) => c.viewMessages),
  ja: () => import('./ja.ts').then((c) => c.viewMessages),
  ko: () => import('./ko.ts').then((c) => c.viewMessages),
  tr: () => import('./tr.ts').then((c) => c.viewMessages),
  ar: () => import('./ar.ts').then((c) => c.viewMessages),
})
