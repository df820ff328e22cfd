import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertTemplate, messageIdOf, sendAndWait } from './emails-fixtures';
import { newDataset, recordsPath } from './reference-data-fixtures';

let svc: TestService;
let tpl: string;
const id = 'ann@example.com';
beforeAll(async () => {
  svc = await startTestService();
  tpl = await insertTemplate(svc.service.app.db, svc.id, {
    subject: 'Hi {{ firstName }} from {{ subscriber.city }}',
    html: '<html><body><h1>Hi {{ firstName }}</h1><p>{{ email }}</p></body></html>',
  });
  await insertSubscribers(svc.service.app.db, svc.id, [
    { id, attrs: { firstName: 'Ann', city: 'Oslo' }, subscribed: ['Newsletter'] },
  ]);
});
afterAll(() => svc.close());

const preview = (body: Record<string, unknown>, accept?: string) =>
  svc.call('POST', '/v2/emails/preview', {
    body: { content: { templateId: tpl }, ...body },
    ...(accept ? { headers: { accept } } : {}),
  });

describe('POST /v2/emails/preview', () => {
  it('renders as the subscriber, as JSON by default', async () => {
    const r = await preview({ renderSubscriber: { id } });
    expect(r.status).toBe(200);
    expect(r.body.headers).toMatchObject({
      subject: 'Hi Ann from Oslo',
      'friendly-from': 'Shop News',
      name: 'Welcome',
      campaign: 'Spring',
      from: 'news@shop.example',
      'reply-to': 'help@shop.example',
      keywords: 'spring|welcome',
    });
    expect(r.body.html.content).toBe('<html><body><h1>Hi Ann</h1><p>ann@example.com</p></body></html>');
    // No text template: the text part comes from the HTML.
    expect(r.body.text.content).toContain('HI ANN');
    expect(r.body.text.content).toContain('ann@example.com');
  });

  it('applies overrides, answers text/html and text/plain, and 406 for anything else', async () => {
    const body = { renderSubscriber: { id, profile: { userAttrs: [{ firstName: 'Bo' }] } } };
    const h = await preview(body, 'text/html');
    expect(h.status).toBe(200);
    expect(h.headers.get('content-type')).toContain('text/html');
    expect(h.text).toContain('<h1>Hi Bo</h1>');
    const t = await preview(body, 'text/plain;q=0.9, application/xml');
    expect(t.headers.get('content-type')).toContain('text/plain');
    expect(t.text).toContain('HI BO');
    const j = await preview(body, '*/*');
    expect(j.body.headers.subject).toBe('Hi Bo from Oslo');
    const bad = await preview(body, 'application/xml');
    expect(bad.status).toBe(406);
    expect(bad.body).toMatchObject({ code: 'not_acceptable' });
  });

  it('answers 404 naming the unknown subscriber or template, 400 for an unknown attribute', async () => {
    const s = await preview({ renderSubscriber: { id: 'ghost@example.com' } });
    expect(s.status).toBe(404);
    expect(s.body.message).toBe('renderSubscriber.id ghost@example.com names no subscriber');
    const t = await svc.call('POST', '/v2/emails/preview', { body: { content: { templateId: '424242' } } });
    expect(t.status).toBe(404);
    expect(t.body.message).toContain('content.templateId 424242');
    const a = await preview({ renderSubscriber: { profile: { userAttrs: [{ shoe: 1 }] } } });
    expect(a.status).toBe(400);
    expect(a.body.message).toContain('renderSubscriber.profile.userAttrs[0]');
  });

  it('escapes profile values in HTML but not in the text part', async () => {
    const r = await preview({ renderSubscriber: { profile: { userAttrs: [{ firstName: '<b>X&Y</b>' }] } } });
    expect(r.body.html.content).toContain('<h1>Hi &lt;b&gt;X&amp;Y&lt;/b&gt;</h1>');
    expect(r.body.headers.subject).toBe('Hi <b>X&Y</b> from');
  });

  it('includes content blocks and reference data, and reports template errors with the line', async () => {
    const block = await svc.call('POST', '/v2/content-blocks', {
      body: {
        name: 'footer',
        body: [{ html: '<footer>Bye {{ firstName }}</footer>', text: 'Bye {{ firstName }}' }],
      },
    });
    expect(block.status).toBeLessThan(300);
    const ds = await newDataset(svc);
    const rec = await svc.call('PUT', recordsPath(ds, '/S1'), {
      body: { id: 'S1', city: 'Bergen', price: 12 },
    });
    expect(rec.status).toBeLessThan(300);
    const rich = await insertTemplate(svc.service.app.db, svc.id, {
      html: `{% assign store = "${ds}" | refdata: "S1" %}<p>{{ store.city }} {{ store.price }}</p>{% contentblock "footer" %}`,
      text: `{% assign store = "${ds}" | refdata: "S1" %}{{ store.city }}\n{% contentblock "footer" %}`,
    });
    const r = await svc.call('POST', '/v2/emails/preview', {
      body: { content: { templateId: rich }, renderSubscriber: { id } },
    });
    expect(r.status).toBe(200);
    expect(r.body.html.content).toBe('<p>Bergen 12</p><footer>Bye Ann</footer>');
    expect(r.body.text.content).toBe('Bergen\nBye Ann');

    const broken = await insertTemplate(svc.service.app.db, svc.id, {
      html: '<p>ok</p>\n<p>ok</p>\n{% contentblock "missing" %}',
    });
    const e = await svc.call('POST', '/v2/emails/preview', { body: { content: { templateId: broken } } });
    expect(e.status).toBe(400);
    expect(e.body.message).toBe('template error in html at line 3: content block "missing" does not exist');
    const inc = await insertTemplate(svc.service.app.db, svc.id, { html: '{% include "/etc/passwd" %}' });
    const i = await svc.call('POST', '/v2/emails/preview', { body: { content: { templateId: inc } } });
    expect(i.status).toBe(400);
    expect(i.body.message).toBe('template error in html at line 1: tag "include" not found');
  });
});

describe('POST /v2/emails/test', () => {
  it('sends PREVIEW copies to any address, flagged as tests and left out of the metrics', async () => {
    const r = await sendAndWait(svc, '/v2/emails/test', {
      content: { templateId: tpl },
      renderSubscriber: { id, profile: { userAttrs: [{ firstName: 'Cy' }] } },
      recipients: [{ email: 'qa1@example.org' }, { email: 'qa2@example.org' }],
    });
    expect(r.ticket.state).toBe('completed');
    expect(r.result.counts).toMatchObject({ requested: 2, completed: 2 });
    const m = await svc.call('GET', `/v2/emails/${messageIdOf(r.result.completed[0].location)}`);
    expect(m.body).toMatchObject({
      subject: 'PREVIEW Hi Cy from Oslo',
      test: true,
      subscription: null,
      recipient: { id: '', email: 'qa1@example.org' },
      status: 'outbox',
    });
    const events = await svc.service.app.db.kysely
      .selectFrom('events')
      .select('id')
      .where('message_id', '=', m.body.messageId)
      .execute();
    expect(events).toEqual([]);
  });

  it('fails the ticket for an unknown renderSubscriber, and rejects more than 300 addresses', async () => {
    const r = await sendAndWait(svc, '/v2/emails/test', {
      content: { templateId: tpl },
      renderSubscriber: { id: 'ghost' },
      recipients: [{ email: 'qa@example.org' }],
    });
    expect(r.ticket.state).toBe('failed');
    expect(r.ticket.message).toContain('renderSubscriber.id ghost names no subscriber');
    const big = await svc.call('POST', '/v2/emails/test', {
      body: {
        content: { templateId: tpl },
        recipients: Array.from({ length: 301 }, (_, i) => ({ email: `q${i}@example.org` })),
      },
    });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('recipients');
  });
});
