import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';
import { createMaster, fullMaster } from './masters-support';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { MASTER_SCHEDULER_MS: '0' } });
});
afterAll(() => svc.close());

const WIRE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('POST /v2/masters', () => {
  it('creates a disabled master with 201, company envelope defaults and a string id', async () => {
    const r = await svc.call('POST', '/v2/masters', { body: { name: 'Bare', subscription: 'newsletter' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name: 'Bare',
      subscription: 'Newsletter',
      campaign: '',
      keywords: '',
      triggered: false,
      status: 'disabled',
      archived: false,
      nextTimeToDeliver: null,
      target: null,
      schedule: null,
      hasContent: false,
      envelope: { subject: '', encoding: 'UTF-8' },
    });
    expect(r.body.id).toMatch(/^\d+$/);
    expect(r.body.envelope.from).toMatch(/@/);
    expect(r.body.lastUpdate).toMatch(WIRE_TIME);
    const got = await svc.call('GET', `/v2/masters/${r.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(r.body);
  });

  it('creates a master with every part in one call', async () => {
    const m = await createMaster(svc);
    expect(m).toMatchObject({
      hasContent: true,
      schedule: { frequency: 'daily', start: '2030-01-01T10:00:00.000Z', stop: '4000-01-01T00:00:00.000Z' },
      target: { profile: true, subscriptions: { type: 'subscribed', divisions: [] }, criteria: [] },
    });
  });

  it.each([
    [{ name: 'x', subscription: 'Nope' }, 'subscription names unknown division Nope'],
    [{ subscription: 'Newsletter' }, 'name'],
    [fullMaster({ envelope: { subject: 's', from: 'a@b' } }), 'envelope.from must be a deliverable'],
    [
      fullMaster({ envelope: { subject: 's', from: 'a@b.example', encoding: 'EBCDIC' } }),
      'envelope.encoding must be one of the company encodings',
    ],
    [fullMaster({ keywords: 'a||b' }), 'keywords'],
    [fullMaster({ schedule: { frequency: 'yearly', start: '2030-01-01T00:00:00Z' } }), 'schedule'],
    [
      fullMaster({ target: { profile: true, subscriptions: { divisions: ['Nope'] } } }),
      'target.subscriptions.divisions[0] names unknown division',
    ],
    [
      fullMaster({
        target: { profile: true, subscriptions: {}, criteria: [{ type: 'list', isMemberOf: ['ghost'] }] },
      }),
      'target.criteria[0].isMemberOf[0] names unknown target list "ghost"',
    ],
    [
      fullMaster({
        target: {
          profile: true,
          subscriptions: {},
          criteria: [{ type: 'attribute', name: 'shoe', operator: 'equals', values: ['x'] }],
        },
      }),
      'target.criteria[0].name names unknown profile attribute shoe',
    ],
    [
      fullMaster({
        target: {
          profile: true,
          subscriptions: {},
          criteria: [{ type: 'attribute', name: 'birthYear', operator: 'equals', values: ['x'] }],
        },
      }),
      'target.criteria[0].values[0] must be a number',
    ],
  ])('rejects an invalid body with 400 naming the field (%#)', async (body, message) => {
    const r = await svc.call('POST', '/v2/masters', { body });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_request');
    expect(r.body.message).toContain(message);
  });

  it('answers 401 without credentials', async () => {
    const r = await svc.call('POST', '/v2/masters', { body: fullMaster(), auth: false });
    expect(r.status).toBe(401);
    const g = await svc.call('GET', '/v2/masters', { auth: false });
    expect(g.status).toBe(401);
  });
});

describe('GET and PUT /v2/masters/{id}', () => {
  it('answers 404 for unknown, out-of-range and malformed ids', async () => {
    for (const id of ['999999', '999999999999999999']) {
      const r = await svc.call('GET', `/v2/masters/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.message).toContain(`master ${id} does not exist`);
    }
    const bad = await svc.call('GET', '/v2/masters/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
  });

  it('replaces the own fields of a disabled master; omitted optional fields return to defaults', async () => {
    const m = await createMaster(svc);
    const r = await svc.call('PUT', `/v2/masters/${m.id}`, {
      body: { name: 'Renamed', subscription: 'EVENTS' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Renamed', subscription: 'Events', campaign: '', keywords: '' });
    expect(r.body.schedule).toEqual(m.schedule);
  });

  it('refuses edits of an enabled master with 400 invalid_state naming the state', async () => {
    const m = await createMaster(svc);
    expect((await svc.call('POST', `/v2/masters/${m.id}/enable`)).status).toBe(200);
    const edits: [string, string, unknown][] = [
      ['PUT', '', { name: 'x', subscription: 'Promotions' }],
      ['PUT', '/target', { profile: true, subscriptions: {} }],
      ['PUT', '/schedule', { frequency: 'once', start: '2031-01-01T00:00:00Z' }],
      [
        'PUT',
        '/template',
        { envelope: { name: 'n', subject: 's', from: 'a@b.example' }, content: { text: 't' } },
      ],
    ];
    for (const [method, sub, body] of edits) {
      const r = await svc.call(method, `/v2/masters/${m.id}${sub}`, { body });
      expect(r.status, sub).toBe(400);
      expect(r.body.code).toBe('invalid_state');
      expect(r.body.message).toContain('status is enabled');
    }
  });

  it('keeps units apart: another unit gets 404 on every route and sees no masters', async () => {
    const m = await createMaster(svc);
    const other = await svc.newUnit();
    for (const [method, sub] of [
      ['GET', ''],
      ['GET', '/target'],
      ['GET', '/schedule'],
      ['GET', '/template'],
      ['POST', '/enable'],
      ['POST', '/disable'],
      ['POST', '/archive'],
    ] as const) {
      const r = await other.call(method, `/v2/masters/${m.id}${sub}`);
      expect(r.status, `${method} ${sub}`).toBe(404);
    }
    const put = await other.call('PUT', `/v2/masters/${m.id}`, {
      body: { name: 'x', subscription: 'Events' },
    });
    expect(put.status).toBe(404);
    const list = await other.call('GET', '/v2/masters', { query: { id: m.id } });
    expect(list.body.total).toBe(0);
  });
});

describe('sub-resources', () => {
  it('GET target and schedule answer 404 until set, then what was PUT', async () => {
    const r = await svc.call('POST', '/v2/masters', { body: { name: 'parts', subscription: 'Events' } });
    const id = r.body.id as string;
    expect((await svc.call('GET', `/v2/masters/${id}/target`)).status).toBe(404);
    const noSchedule = await svc.call('GET', `/v2/masters/${id}/schedule`);
    expect(noSchedule.status).toBe(404);
    expect(noSchedule.body.message).toContain('has no schedule');

    const target = {
      profile: true,
      subscriptions: { type: 'subscribedAndUnsubscribed', divisions: ['events', 'Newsletter'] },
      criteria: [{ type: 'attribute', name: 'city', operator: 'equals', values: ['Paris'], negate: true }],
    };
    const t = await svc.call('PUT', `/v2/masters/${id}/target`, { body: target });
    expect(t.status).toBe(200);
    expect(t.body.subscriptions.divisions).toEqual(['Events', 'Newsletter']);
    expect(t.body.criteria[0]).toMatchObject({ negate: true, join: 'AND' });
    expect((await svc.call('GET', `/v2/masters/${id}/target`)).body).toEqual(t.body);

    const s = await svc.call('PUT', `/v2/masters/${id}/schedule`, {
      body: {
        frequency: 'once',
        start: '2031-06-10T10:00:00-0800',
        preCompileStart: '2031-06-10T9:00:00-0800',
      },
    });
    expect(s.status).toBe(200);
    expect(s.body).toEqual({
      frequency: 'once',
      start: '2031-06-10T18:00:00.000Z',
      preCompileStart: '2031-06-10T17:00:00.000Z',
    });
    const w = await svc.call('PUT', `/v2/masters/${id}/schedule`, {
      body: { frequency: 'weekly', weekDay: 'Monday', start: '2031-06-01T06:11:00Z' },
    });
    expect(w.body).toEqual({
      frequency: 'weekly',
      weekDay: 'monday',
      start: '2031-06-01T06:11:00.000Z',
      stop: '4000-01-01T00:00:00.000Z',
    });
    expect((await svc.call('GET', `/v2/masters/${id}/schedule`)).body).toEqual(w.body);
    const bad = await svc.call('PUT', `/v2/masters/${id}/schedule`, {
      body: { frequency: 'daily', start: '2031-06-01T00:00:00Z', stop: '2030-01-01T00:00:00Z' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('stop must be after start');
  });

  it('PUT template sets envelope, own fields and content, and parses the links from the HTML', async () => {
    const m = await createMaster(svc);
    const html = `<html><body>
      <!-- <a href="https://commented.example">no</a> -->
      <a href="https://shop.example/a?x=1&amp;y=2" title="a > b">Shop  <b>now</b></a>
      <A HREF='https://shop.example/b' name="hero banner"><img src="b.png"></A>
      <a href=https://shop.example/c><img src="c.png"></a>
      <a href="mailto:help@shop.example">mail</a> <a href="#top">top</a> <a name="anchor">x</a>
      <a href="{{ unsubscribeUrl }}">Unsubscribe</a>
      <a href="https://shop.example/a?x=1&amp;y=2" title="a > b">Shop <b>now</b></a>
    </body></html>`;
    const body = {
      envelope: {
        name: 'Templated',
        campaign: 'c1',
        keywords: 'k1|k2',
        subject: 'Hi',
        from: 'Sales@Shop.example',
        replyTo: 'help@shop.example',
        encoding: 'utf-8',
      },
      content: { html, text: 'plain' },
      links: [{ url: 'ignored', name: 'ignored' }],
    };
    const r = await svc.call('PUT', `/v2/masters/${m.id}/template`, { body });
    expect(r.status).toBe(200);
    expect(r.body.links).toEqual([
      { url: 'https://shop.example/a?x=1&y=2', name: 'Shop now' },
      { url: 'https://shop.example/b', name: 'hero banner' },
      { url: 'https://shop.example/c', name: 'https://shop.example/c' },
      { url: '{{ unsubscribeUrl }}', name: 'Unsubscribe' },
    ]);
    expect(r.body.envelope).toMatchObject({
      name: 'Templated',
      campaign: 'c1',
      encoding: 'UTF-8',
      from: 'Sales@Shop.example',
    });
    expect(r.body.content).toEqual({ html, text: 'plain' });
    const got = await svc.call('GET', `/v2/masters/${m.id}/template`);
    expect(got.body).toEqual(r.body);
    const master = await svc.call('GET', `/v2/masters/${m.id}`);
    expect(master.body).toMatchObject({ name: 'Templated', campaign: 'c1', keywords: 'k1|k2' });

    const empty = await svc.call('PUT', `/v2/masters/${m.id}/template`, {
      body: { envelope: body.envelope, content: { html: '', text: '' } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('content must have html or text');
  });
});
