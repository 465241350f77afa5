// What the frame keeps in its own origin's localStorage (first-party to the secure site, so no third-party
// cookie is needed; every tab's frame of one host site shares it, which restores the session in a new tab).

const PREFIX = 'walletdock-secure:'

export type FrameStorage = {
  /** This browser's device id: made once, sent with every login so the site knows a device it approved. */
  deviceId(): string
  getToken(): string | undefined
  setToken(token: string | undefined): void
  /** The address of the login under way (CONNECT_EMAIL → CONNECT_DEVICE/CONNECT_OTP may come through another tab's frame). */
  getPendingEmail(): string | undefined
  setPendingEmail(email: string | undefined): void
  get(name: string): string | undefined
  set(name: string, value: string | undefined): void
}

/** The frame's storage over a Storage (localStorage in the page). */
export function createFrameStorage(storage: Storage): FrameStorage {
  const get = (name: string) => storage.getItem(PREFIX + name) ?? undefined
  const set = (name: string, value: string | undefined) =>
    value === undefined ? storage.removeItem(PREFIX + name) : storage.setItem(PREFIX + name, value)
  return {
    deviceId() {
      const known = get('device-id')
      if (known && /^[\w-]{16,64}$/.test(known)) return known
      const id = crypto.randomUUID()
      set('device-id', id)
      return id
    },
    getToken: () => get('session'),
    setToken: (token) => set('session', token),
    getPendingEmail: () => get('pending-email'),
    setPendingEmail: (email) => set('pending-email', email),
    get,
    set,
  }
}
