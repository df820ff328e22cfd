import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Db } from '../src/db/connect';
import { nowIso } from '../src/platform/time';
import type { TestUnit } from './harness';

export interface MasterSpec {
  subject?: string;
  html?: string;
  text?: string;
  division?: string;
  name?: string;
  fromFriendly?: string;
}

/** A master row with a template, inserted straight into the store (the masters resource has its own tests). */
export async function insertTemplate(db: Db, buId: number, m: MasterSpec = {}): Promise<string> {
  const now = nowIso();
  const row = await db.kysely
    .insertInto('masters')
    .values({
      bu_id: buId,
      name: m.name ?? 'Welcome',
      subscription: m.division ?? 'Newsletter',
      campaign: 'Spring',
      keywords: 'spring|welcome',
      status: 'enabled',
      triggered: 1,
      next_time: null,
      envelope: JSON.stringify({
        subject: m.subject ?? 'Hello {{ firstName }}',
        from: 'news@shop.example',
        fromFriendly: m.fromFriendly ?? 'Shop News',
        replyTo: 'help@shop.example',
        replyToFriendly: 'Shop Help',
        encoding: 'UTF-8',
      }),
      html:
        m.html ??
        '<html><body><p>Hi {{ firstName }}</p><a href="https://shop.example/sale?a=1&amp;b=2">Sale</a></body></html>',
      text: m.text ?? null,
      target: null,
      schedule: null,
      status_reason: null,
      last_delivered_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Sends and waits for the ticket; returns it with its async result (every record kind). */
export async function sendAndWait(unit: TestUnit, path: string, body: unknown) {
  const r = await unit.call('POST', path, { body });
  if (r.status !== 202) throw new Error(`${path}: ${r.status} ${r.text}`);
  const ticket = await unit.waitForTicket(r.body.id, 60_000);
  const result = await unit.call('GET', `/v2/async-results/${r.body.id}`, {
    query: { completed: true, ignored: true, failed: true },
  });
  return { ticket, result: result.body };
}

export const messageIdOf = (location: string) => location.split('/').pop()!;

/**
 * A real SMTP server on a random local port that keeps every message it accepts, parsed. Recipients listed in
 * `reject` get that reply code (5xx permanent, 4xx temporary).
 */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  const reject = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      const code = reject.get(address.address);
      if (code === undefined) return cb();
      const err = Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), {
        responseCode: code,
      });
      cb(err);
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          cb();
        })
        .catch((err: Error) => cb(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
