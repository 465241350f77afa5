import { lazyView } from '../../ui/lazyView.tsx'

// Defined beside the view registry (in the UI chunk), not inside the Account view's chunk: the registry's preload
// then fetches each panel at once, with the other views. Behind the Account chunk the fetch came only once that
// chunk was in, on a slow machine after the browser had gone offline (a failed fetch for each panel).

/** Activity loads on first use (or with the other views once the modal has opened): a first open shows Tokens. */
export const ActivityPanel = lazyView(() => import('./ActivityPanel.tsx').then((m) => m.ActivityPanel))
/** The NFTs tab loads on first use too. */
export const NftsPanel = lazyView(() => import('./NftsPanel.tsx').then((m) => m.NftsPanel))
