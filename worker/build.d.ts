// Defined by vite.config.ts in every build (the worker entries read it): this build's id and time.
declare const __WALLETDOCK_BUILD__: { id: string; time: number }
