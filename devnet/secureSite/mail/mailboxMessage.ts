/** One received mail as the mailbox API returns it; `code` and `link` are what a person would look for. */
export type MailboxMessage = {
  id: string
  to: string
  subject: string
  text: string
  /** The 6-digit code in the text, if there is one. */
  code?: string
  /** The first http(s) link in the text (the device-approval link), if there is one. */
  link?: string
  receivedAt: string
}
