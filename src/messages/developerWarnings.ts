// Console warnings for the site's developer, in English: people using the modal never see these (what matters
// to them is a notice in the catalogs). Kept as data; the sync channel's own
// are in syncWarnings.ts.

/** Developer warnings, by what happened. */
export const DEVELOPER_WARNINGS = {
  configDiffers: (options: readonly string[]) =>
    `Walletdock: this page's configuration differs from the one the running Walletdock core was started with (${options.join(', ')}). The core is shared by every tab of the site and keeps the first tab's configuration until every tab is closed; give every page of the site the same configuration.`,
  localConfigIgnored: (options: readonly string[]) =>
    `Walletdock: Local configuration ignored. The project's remote configuration decides ${options.map((o) => `features.${o}`).join(', ')}; change them in the project's settings instead.`,
  originNotAllowed: (origin: string) =>
    `Walletdock: Invalid App Configuration. The origin ${origin} is not on the project's allowed origins; add it to the project's settings for e-mail and social login to work here.`,
} as const
