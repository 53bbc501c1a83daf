// The one small interface for outgoing mail: SMTP when SMTP_URL is set, else an outbox folder of .eml files.
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** extra headers (the notifications' List-Unsubscribe, decision 118); never set on transactional mail */
  headers?: Record<string, string>;
};

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
};
