/** Loads @walletconnect/universal-provider (~155 KB gz) on first use, as its own chunk of the worker. */
export async function loadUniversalProvider() {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  return UniversalProvider
}

/** The provider class, as a dependency tests can wrap. */
export type UniversalProviderClass = Awaited<ReturnType<typeof loadUniversalProvider>>
/** A provider instance. */
export type UniversalProviderInstance = Awaited<ReturnType<UniversalProviderClass['init']>>
