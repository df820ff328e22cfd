// A local SMTP server for B5 in its own process: accepts everything, counts messages by X-Mailroom-Message-Id so
// a lost or doubled message shows up, and reports its counts over HTTP (GET /stats). Env: SINK_SMTP_PORT,
// SINK_HTTP_PORT.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const seen = new Map<string, number>();
let received = 0;
let firstAt = 0;
let lastAt = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, _session, done) {
    let head = '';
    stream.on('data', (c: Buffer) => {
      // Only the header block is needed; the body is read and dropped.
      if (head.length < 16_384 && !head.includes('\r\n\r\n')) head += c.toString('latin1');
    });
    stream.on('end', () => {
      const id = /^X-Mailroom-Message-Id:\s*(\S+)/im.exec(head)?.[1] ?? `unknown-${received}`;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      received++;
      lastAt = Date.now();
      if (firstAt === 0) firstAt = lastAt;
      done();
    });
  },
});
server.listen(Number(process.env.SINK_SMTP_PORT ?? 4350), '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/reset') {
      seen.clear();
      received = 0;
      firstAt = 0;
      lastAt = 0;
    }
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ received, unique: seen.size, duplicates, firstAt, lastAt }));
  })
  .listen(Number(process.env.SINK_HTTP_PORT ?? 4351), '127.0.0.1');
