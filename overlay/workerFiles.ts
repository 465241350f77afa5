/**
 * Where the built core scripts are, relative to the loader module. The library build (vite.config.ts) writes
 * the hashed file names here; the source keeps these markers, which only `assetBaseUrl` reads.
 */
export const CORE_FILES = {
  shared: '__WALLETDOCK_CORE_SHARED__',
  dedicated: '__WALLETDOCK_CORE_DEDICATED__',
}
