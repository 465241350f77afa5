// The `walletdock/react` entry (package.json `exports`): React bindings over the loader's public API, built
// with React as the host's peer dependency and the loader imported as `walletdock` (vite.config.ts,
// mode lib-bindings). Issue #12 item 5 fills it in.
export type { Walletdock, WalletdockAccount, WalletdockOptions } from './loader.ts'
