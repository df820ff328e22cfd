import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertTemplate, messageIdOf, sendAndWait } from './emails-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

// Sends render inside their chunk's transaction; on SQLite a content-block look-up through the store's one
// connection used to wait for that transaction for ever (found by bench B5), so the ticket never completed.
describe('POST /v2/emails/send with a content block', () => {
  it('renders the block and completes the ticket', async () => {
    const block = await svc.call('POST', '/v2/content-blocks', {
      body: { name: 'footer', body: [{ html: '<footer>Bye {{ firstName }}</footer>', text: 'Bye' }] },
    });
    expect(block.status).toBeLessThan(300);
    const tpl = await insertTemplate(svc.service.app.db, svc.id, {
      html: '<p>Hi {{ firstName }}</p>{% contentblock "footer" %}',
    });
    const ids = ['blk-1@example.com', 'blk-2@example.com'];
    await insertSubscribers(
      svc.service.app.db,
      svc.id,
      ids.map((id) => ({ id, attrs: { firstName: 'Ann' }, subscribed: ['Newsletter'] })),
    );
    const r = await sendAndWait(svc, '/v2/emails/send', {
      transactional: true,
      content: { templateId: tpl },
      recipients: ids.map((id) => ({ id })),
    });
    expect(r.ticket.state).toBe('completed');
    expect(r.result.counts).toMatchObject({ requested: 2, completed: 2 });
    const m = await svc.call('GET', `/v2/emails/${messageIdOf(r.result.completed[0].location)}`);
    expect(m.body.rendered.html).toContain('<footer>Bye Ann</footer>');
  });
});
