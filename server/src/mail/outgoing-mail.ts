/** A mail as services write it into the outbox; the worker hands it to the transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The one thing the recipient needs (the code or the link). Logged when no SMTP server is configured,
   * so the embedded default works offline.
   */
  preview: string;
}
