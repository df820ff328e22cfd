/**
 * A local SMTP server for the e2e stack: it keeps every message it accepts, parsed, and serves them as JSON so
 * a spec can check what the service really delivered. Loopback only; run by playwright.config.ts.
 */
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { e2ePorts } from './ports';

export interface CaughtMessage {
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

const caught: CaughtMessage[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, cb) {
    simpleParser(stream)
      .then((mail) => {
        const headers: Record<string, string> = {};
        for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.key.length + 1).trim();
        caught.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: mail.subject ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          text: mail.text ?? '',
          headers,
        });
        cb();
      })
      .catch((err: Error) => cb(err));
  },
});
smtp.listen(e2ePorts.smtp, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'DELETE' && url.pathname === '/messages') caught.length = 0;
    const to = url.searchParams.get('to')?.toLowerCase();
    const body = url.pathname === '/healthz' ? { ok: true } : caught.filter((m) => !to || m.to.includes(to));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  })
  .listen(e2ePorts.smtpInbox, '127.0.0.1');
