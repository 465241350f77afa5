/** Whether this browser is a phone's or a tablet's (deep links instead of a QR code; the core learns it at attach). */
export const isMobile = (): boolean => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
