// Console warnings of the core's analytics sender, for the site's developer, in English; apart from
// developerWarnings.ts so they load with the sender's chunk, not in every core's entry.

/** The analytics service answered 403: the site's origin is not on the project's allowed origins. */
export const analyticsRefusedWarning = (origin: string) =>
  `Walletdock: Invalid App Configuration. The analytics service refused this site (HTTP 403): the origin ${origin} is not on the project's allowed origins. Analytics stay off on this page.`
