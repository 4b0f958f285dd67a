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
  /** Files sent with the mail (a certificate PDF), kept in the outbox row until it is delivered. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64: the outbox row is JSON. */
  contentBase64: string;
}
