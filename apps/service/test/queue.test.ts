import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Db } from '../src/db/connect';
import { callbackAllowed } from '../src/jobs/callback';
import { JobQueue, defaultQueueOptions } from '../src/jobs/queue';
import { startTestService, type TestService } from './harness';

let svc: TestService;
let second: Db;
let other: JobQueue;
const handledBy = new Map<string, string[]>();

beforeAll(async () => {
  svc = await startTestService();
  second = connect(svc.databaseUrl);
  const count = (who: string) => async (run: { job: { ticket_id: string | null } }) => {
    await new Promise((r) => setTimeout(r, 5));
    const list = handledBy.get(run.job.ticket_id!) ?? [];
    list.push(who);
    handledBy.set(run.job.ticket_id!, list);
    return { message: `done by ${who}` };
  };
  svc.service.app.jobs.register('count', count('first'));
  other = new JobQueue(second, svc.service.app.log, { ...defaultQueueOptions, pollMs: 5, workers: 2 });
  other.register('count', count('second'));
  other.start();
});
afterAll(async () => {
  await other.stop();
  await second.close();
  await svc.close();
});

it('shares the queue between processes without running a job twice', async () => {
  const app = svc.service.app;
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) {
    const t = await app.db.kysely
      .transaction()
      .execute((trx) =>
        app.jobs.enqueue(
          trx,
          { buId: svc.id, kind: 'count', user: svc.user, uri: '/t', requestId: i, message: 'queued' },
          { i },
        ),
      );
    ids.push(t.id);
  }
  for (const id of ids) expect((await svc.waitForTicket(id)).state).toBe('completed');
  for (const id of ids) expect(handledBy.get(id)).toHaveLength(1);
  const workers = new Set(ids.map((id) => handledBy.get(id)![0]));
  expect(workers.size).toBe(2);
});

it('lets responseUri reach only allowed hosts when an allow-list is set', () => {
  expect(callbackAllowed('https://hooks.example.com/x', '*')).toBe(true);
  expect(callbackAllowed('https://hooks.example.com/x', 'hooks.example.com')).toBe(true);
  expect(callbackAllowed('https://a.hooks.example.com/x', '.example.com')).toBe(true);
  expect(callbackAllowed('http://169.254.169.254/latest', 'hooks.example.com')).toBe(false);
  expect(callbackAllowed('not a url', 'hooks.example.com')).toBe(false);
});
