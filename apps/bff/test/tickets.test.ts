import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from '../../service/test/fixtures';
import { eventually, allLeaks, sleep, startStack, type Browser, type Stack } from './harness';

let stack: Stack;
let editor: Browser;
const subscribers = Array.from({ length: 8 }, (_, i) => `sub-${i}`);

beforeAll(async () => {
  stack = await startStack({ bffEnv: { IMPORT_CHUNK_SIZE: '3' } });
  await insertSubscribers(
    stack.svc.service.app.db,
    stack.svc.id,
    subscribers.map((id) => ({ id })),
  );
  editor = await stack.as('editor');
});
afterAll(async () => {
  // Callback secrets are bearer-like: they must not reach a log line either.
  const uris = await stack.svc.service.app.db.kysely.selectFrom('tickets').select('response_uri').execute();
  const secrets = uris.map((u) => u.response_uri?.split('/').at(-1)).filter((x): x is string => !!x);
  expect(secrets.length).toBeGreaterThan(3);
  const leaks = [...allLeaks(stack), ...secrets.flatMap((x) => stack.recorder.logLeaks(x))];
  await stack?.close();
  expect(leaks).toEqual([]);
});

async function newList(b: Browser) {
  const name = `list-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  expect((await b.call('PUT', `/api/v2/target-lists/${name}`, { body: { name } })).status).toBe(201);
  return name;
}

async function importMembers(b: Browser, ids: string[]) {
  const list = await newList(b);
  const r = await b.call('POST', `/api/v2/target-lists/${list}/members/import`, {
    body: { members: ids.map((id) => ({ id })) },
  });
  expect(r.status, r.text).toBe(202);
  return { list, ack: r.body };
}

const finished = (b: Browser, id: string) =>
  eventually(
    async () => {
      const t = await b.call('GET', `/api/tickets/${id}`);
      return t.body.state === 'completed' || t.body.state === 'failed' ? t.body : undefined;
    },
    15_000,
    `ticket ${id}`,
  );

/** Final and told by the callback: under load the poller may finish a ticket before its callback arrives. */
const calledBack = (b: Browser, id: string) =>
  eventually(
    async () => {
      const t = await b.call('GET', `/api/tickets/${id}`);
      return t.body.callbackReceived && (t.body.state === 'completed' || t.body.state === 'failed')
        ? t.body
        : undefined;
    },
    15_000,
    `callback for ticket ${id}`,
  );

describe('tracking through the callback', () => {
  it('records the ticket, hides the callback address, and completes it when the service calls back', async () => {
    const { ack } = await importMembers(editor, ['sub-0', 'sub-1', 'nobody']);
    expect(ack.responseUri).toBeUndefined();
    expect(JSON.stringify(ack)).not.toContain('/api/callbacks/');
    expect(ack.tracking).toMatchObject({
      kind: 'importTargetListMembers',
      access: 'import',
      serviceTicketId: ack.id,
    });
    const t = await calledBack(editor, ack.tracking.id);
    expect(t.state).toBe('completed');
    expect(t.callbackReceived).toBe(true);
    expect(t.response.counts).toMatchObject({ completed: 2, failed: 1 });
    expect(t.events.map((e: any) => e.state)).toContain('completed');
    expect(t.user.email).toMatch(/^editor-/);
    // Reading the service ticket through the proxy does not reveal the callback address either.
    const via = await editor.call('GET', `/api/v2/tickets/${ack.id}`);
    expect(via.status).toBe(200);
    expect(via.body.state).toBe('completed');
    expect(via.body.responseUri).toBeUndefined();
  });

  it('a browser cannot choose the responseUri (no SSRF through the service)', async () => {
    const list = await newList(editor);
    const r = await editor.call(
      'POST',
      `/api/v2/target-lists/${list}/members/import?responseUri=http://169.254.169.254/x`,
      {
        body: { members: [{ id: 'sub-2' }] },
      },
    );
    expect(r.status).toBe(202);
    const row = await stack.svc.service.app.db.kysely
      .selectFrom('tickets')
      .select('response_uri')
      .where('id', '=', r.body.id)
      .executeTakeFirstOrThrow();
    expect(row.response_uri).toContain('/api/callbacks/');
    expect(row.response_uri).not.toContain('169.254');
  });

  it('rejects callbacks with a wrong secret and never trusts a callback body', async () => {
    const { ack } = await importMembers(editor, ['sub-3']);
    const t = await calledBack(editor, ack.tracking.id);
    const guess = await stack
      .browser()
      .call('POST', `/api/callbacks/${t.id}/not-the-secret`, { body: { state: 'failed' } });
    expect(guess.status).toBe(404);
    const row = await stack.svc.service.app.db.kysely
      .selectFrom('tickets')
      .select('response_uri')
      .where('id', '=', ack.id)
      .executeTakeFirstOrThrow();
    const path = new URL(row.response_uri!).pathname;
    const replay = await stack
      .browser()
      .call('POST', path, { body: { ...ack, state: 'failed', events: [] } });
    expect(replay.status).toBe(204);
    expect((await editor.call('GET', `/api/tickets/${t.id}`)).body).toMatchObject({
      state: 'completed',
      version: t.version,
    });
  });

  it('lists tickets with filters: kind, state, mine; paged', async () => {
    const viewer = await stack.as('viewer');
    const all = await viewer.call('GET', '/api/tickets?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect((await viewer.call('GET', '/api/tickets?mine=true')).body.total).toBe(0);
    const mine = await editor.call(
      'GET',
      '/api/tickets?mine=true&kind=importTargetListMembers&state=completed&limit=100',
    );
    expect(mine.body.total).toBeGreaterThanOrEqual(2);
    expect(
      mine.body.tickets.every((t: any) => t.state === 'completed' && t.kind === 'importTargetListMembers'),
    ).toBe(true);
    expect((await viewer.call('GET', '/api/tickets?state=bogus')).status).toBe(400);
    expect((await viewer.call('GET', '/api/tickets/nope')).status).toBe(404);
  });
});

describe('tracking without the callback', () => {
  it('polls the service when the callback never arrives', async () => {
    // PUBLIC_URL points nowhere: the service's callbacks fail, so only polling can finish the ticket.
    await stack.restartBff({ PUBLIC_URL: 'http://127.0.0.1:9' });
    try {
      const b = await stack.as('editor');
      const { ack } = await importMembers(b, ['sub-4', 'sub-5']);
      const t = await finished(b, ack.tracking.id);
      expect(t.state).toBe('completed');
      expect(t.callbackReceived).toBe(false);
      expect(t.response.counts.completed).toBe(2);
    } finally {
      await stack.restartBff({ PUBLIC_URL: undefined });
    }
  });

  it('survives a restart: a pending ticket is picked up by the next BFF on the same database', async () => {
    await stack.restartBff({
      PUBLIC_URL: 'http://127.0.0.1:9',
      TICKET_POLL_MS: '600000',
      TICKET_POLL_MAX_MS: '600000',
    });
    const b = await stack.as('editor');
    const { ack } = await importMembers(b, ['sub-6']);
    await sleep(500);
    const before = await b.call('GET', `/api/tickets/${ack.tracking.id}`);
    expect(['accepted', 'processing']).toContain(before.body.state);
    await stack.restartBff({ PUBLIC_URL: undefined, TICKET_POLL_MS: '300', TICKET_POLL_MAX_MS: '1000' });
    // The session survives too: it lives in the database.
    const t = await finished(b, ack.tracking.id);
    expect(t.state).toBe('completed');
  });
});

interface SseEvent {
  event: string;
  data: any;
}

/** Opens /api/events as the browser and collects events until closed. */
async function openEvents(b: Browser) {
  const ctrl = new AbortController();
  const res = await fetch(new URL('/api/events', stack.bff.url), {
    headers: { cookie: b.cookie! },
    signal: ctrl.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: (SseEvent & { at: number })[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { events, close: async () => (ctrl.abort(), await reading) };
}

describe('server-sent events', () => {
  it("pushes every change of the user's tickets within a second, and not other users' tickets", async () => {
    const other = await stack.as('viewer');
    const mine = await openEvents(editor);
    const theirs = await openEvents(other);
    try {
      const { ack } = await importMembers(editor, ['sub-7']);
      const done = await eventually(
        () =>
          Promise.resolve(
            mine.events.find((e) => e.data.id === ack.tracking.id && e.data.state === 'completed'),
          ),
        10_000,
        'completed event',
      );
      expect(done.event).toBe('ticket');
      const row = await editor.call('GET', `/api/tickets/${ack.tracking.id}`);
      expect(done.at - Date.parse(row.body.updatedAt)).toBeLessThan(1000);
      expect(theirs.events.filter((e) => e.data.id === ack.tracking.id)).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('needs a session', async () => {
    const r = await stack.browser().call('GET', '/api/events');
    expect(r.status).toBe(401);
  });
});

describe('CSV member import', () => {
  it('streams the CSV in chunks, tracks each chunk under one import, and maps failures to CSV rows', async () => {
    const list = await newList(editor);
    // Rows (1-based lines): 1 header, 2-3 ok, 4 empty id, 5 ok, 6 unknown, 7 ok, 8 mixed-case e-mail, 9 ok.
    const csv = [
      'id,name',
      'sub-0,A',
      'sub-1,B',
      ',C',
      'sub-2,D',
      'ghost,E',
      '"sub-3",F',
      'Mixed@Example.com,G',
      'sub-4,H',
    ].join('\n');
    const viewer = await stack.as('viewer');
    expect(
      (await viewer.call('POST', `/api/imports/target-lists/${list}/members`, { raw: csv, type: 'text/csv' }))
        .status,
    ).toBe(403);
    expect(
      (
        await editor.call('POST', `/api/imports/target-lists/${list}/members`, {
          raw: csv,
          type: 'application/json',
        })
      ).status,
    ).toBe(415);
    const r = await editor.call('POST', `/api/imports/target-lists/${list}/members`, {
      raw: csv,
      type: 'text/csv',
    });
    expect(r.status, r.text).toBe(202);
    expect(r.body).toMatchObject({ totalRows: 8, sentRows: 7, rejectedRows: 1 });
    expect(r.body.tickets).toHaveLength(3);
    const done = await eventually(
      async () => {
        const v = await editor.call('GET', `/api/imports/${r.body.id}`);
        return v.body.state === 'completed' ? v.body : undefined;
      },
      15_000,
      'import',
    );
    expect(done.counts).toMatchObject({ completed: 5, failed: 3 });
    const f = await editor.call('GET', `/api/imports/${r.body.id}/failures`);
    expect(f.body.failures.map((x: any) => [x.row, x.status])).toEqual([
      [4, 400],
      [6, 404],
      [8, 400],
    ]);
    const members = await stack.svc.call('GET', `/v2/target-lists/${list}/members`);
    expect(members.body.members.map((m: any) => m.id).sort()).toEqual([
      'sub-0',
      'sub-1',
      'sub-2',
      'sub-3',
      'sub-4',
    ]);
    const tickets = await editor.call('GET', `/api/tickets?importId=${r.body.id}`);
    expect(tickets.body.total).toBe(3);
  });

  it('passes the service refusal through when nothing could be sent, and rejects malformed CSV', async () => {
    const r = await editor.call('POST', '/api/imports/target-lists/no-such-list/members', {
      raw: 'id\nsub-1\n',
      type: 'text/csv',
    });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
    const bad = await editor.call('POST', `/api/imports/target-lists/${await newList(editor)}/members`, {
      raw: 'id\n"unterminated\n',
      type: 'text/csv',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/CSV/);
  });
});
