import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../app-context';

export interface OutgoingMail {
  messageId: string;
  from: string;
  fromName: string;
  replyTo?: string | undefined;
  replyToName?: string | undefined;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The unsubscribe URL, announced in List-Unsubscribe (RFC 2369 and one-click RFC 8058). */
  unsubscribeUrl?: string | undefined;
}

/** What became of one message; a transient failure (no connection, timeout) is thrown instead. */
export type SendOutcome =
  { kind: 'sent' } | { kind: 'outbox' } | { kind: 'bounce'; hard: boolean; reason: string };

export interface Mailer {
  /** Set on the outbox: sending has no effect outside the store, so storing the outcome is the delivery. */
  readonly outbox?: true;
  send(m: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  message?: string;
}

const isSmtpReply = (err: unknown): err is SmtpError & { responseCode: number } =>
  typeof err === 'object' && err !== null && typeof (err as SmtpError).responseCode === 'number';

/** One pooled SMTP transport for the process: a few connections reused across jobs. */
function smtpMailer(url: string, publicUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    // Reconnecting every 100 messages (nodemailer's default) costs a handshake per 100 sends.
    maxMessages: 1000,
  });
  const host = new URL(publicUrl).hostname || 'mailroom.local';
  return {
    async send(m) {
      try {
        await transport.sendMail({
          from: { name: m.fromName, address: m.from },
          ...(m.replyTo ? { replyTo: { name: m.replyToName ?? '', address: m.replyTo } } : {}),
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          messageId: `<${m.messageId}@${host}>`,
          headers: {
            'X-Mailroom-Message-Id': m.messageId,
            ...(m.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
          },
          ...(m.unsubscribeUrl
            ? { list: { unsubscribe: { url: m.unsubscribeUrl, comment: 'Unsubscribe' } } }
            : {}),
        });
        return { kind: 'sent' };
      } catch (err) {
        // A reply code is the server's verdict on this message: 5xx permanent (hard), 4xx temporary (soft).
        if (isSmtpReply(err) && err.responseCode >= 400)
          return {
            kind: 'bounce',
            hard: err.responseCode >= 500,
            reason: (err.response ?? err.message ?? String(err.responseCode)).slice(0, 500),
          };
        throw err;
      }
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL the outbox is the destination: the stored content is the delivered message. */
const outboxMailer: Mailer = {
  outbox: true,
  send: () => Promise.resolve({ kind: 'outbox' }),
  close: () => undefined,
};

const mailers = new WeakMap<AppContext, Mailer>();

export function mailerOf(app: AppContext): Mailer {
  let m = mailers.get(app);
  if (!m) {
    m = app.config.SMTP_URL ? smtpMailer(app.config.SMTP_URL, app.config.publicUrl) : outboxMailer;
    mailers.set(app, m);
  }
  return m;
}

export function closeMailer(app: AppContext) {
  mailers.get(app)?.close();
  mailers.delete(app);
}
