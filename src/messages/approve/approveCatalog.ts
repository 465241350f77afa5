import { createSectionCatalog } from '../sectionCatalog.ts'
import { type ApproveMessages, approveMessages } from './en.ts'

/** ApproveTransaction's texts by locale: English with the view, each other language its own chunk. */
export const approveCatalog = createSectionCatalog<ApproveMessages>(approveMessages, {
  es: () => import('./es.ts').then((c) => c.approveMessages),
  'pt-BR': () => import('./ptBR.ts').then((c) => c.approveMessages),
  fr: () => import('./fr.ts').then((c) => c.approveMessages),
  de: () => import('./de.ts').then((c) => c.approveMessages),
  'zh-CN': () => import('./zhCN.ts').then((c) => c.approveMessages),
  ja: () => import('./ja.ts').then((c) => c.approveMessages),
  ko: () => import('./ko.ts').then((c) => c.approveMessages),
  tr: () => import('./tr.ts').then((c) => c.approveMessages),
  ar: () => import('./ar.ts').then((c) => c.approveMessages),
})
