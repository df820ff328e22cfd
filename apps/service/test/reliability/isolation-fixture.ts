import crypto from 'node:crypto';
import { insertTemplate, messageIdOf, sendAndWait } from '../emails-fixtures';
import { insertSubscribers } from '../fixtures';
import type { TestService, TestUnit } from '../harness';
import { newDataset } from '../reference-data-fixtures';

/** Unit A's data, with a marker string in its content that unit B must never see in any answer. */
export interface UnitData {
  marker: string;
  subscriber: string;
  list: string;
  masterId: string;
  blockId: string;
  dataset: string;
  recordId: string;
  sendTicket: string;
  messageId: string;
  reportTicket: string;
  reportId: string;
}

async function ok(unit: TestUnit, method: string, path: string, body?: unknown) {
  const r = await unit.call(method, path, body === undefined ? {} : { body });
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text}`);
  return r.body;
}

export async function createUnitData(svc: TestService, a: TestUnit): Promise<UnitData> {
  const marker = `zq${crypto.randomBytes(4).toString('hex')}`;
  // Ids get their own tag: B sends them and may see them echoed in its own 404s; the marker is content only.
  const tag = crypto.randomBytes(4).toString('hex');
  const subscriber = `a-${tag}@example.com`;
  const db = svc.service.app.db;
  await insertSubscribers(db, a.id, [
    { id: subscriber, attrs: { secret: marker }, subscribed: ['Newsletter'] },
  ]);
  const list = `list-${tag}`;
  await ok(a, 'PUT', `/v2/target-lists/${list}`, { name: list });
  await ok(a, 'PUT', `/v2/target-lists/${list}/members/${subscriber}`, { id: subscriber });
  const masterId = await insertTemplate(db, a.id, { subject: `Subject ${marker}`, html: `<p>${marker}</p>` });
  const block = await ok(a, 'POST', '/v2/content-blocks', {
    name: `block-${tag}`,
    body: [{ html: `<p>${marker}</p>`, text: marker }],
  });
  const dataset = await newDataset(svc, a);
  const recordId = 'rec-1';
  await ok(a, 'PUT', `/v2/reference-data/${dataset}/records/${recordId}`, {
    city: marker,
    price: 1,
    open: true,
  });
  const sent = await sendAndWait(a, '/v2/emails/send', {
    content: { templateId: masterId },
    recipients: [{ id: subscriber }],
  });
  const messageId = messageIdOf(sent.result.completed[0].location);
  const report = await ok(a, 'POST', '/v2/reports/master-events', { filters: { masterId, opens: true } });
  const reportTicket = await a.waitForTicket(report.id);
  return {
    marker,
    subscriber,
    list,
    masterId,
    blockId: String(block.id),
    dataset,
    recordId,
    sendTicket: sent.ticket.id,
    messageId,
    reportTicket: report.id,
    reportId: reportTicket.response.reportId,
  };
}

/** A's id for each path parameter of a route, chosen by the resource the path names. */
export function pathFor(routePath: string, d: UnitData): string {
  const idFor = (): string => {
    if (routePath.startsWith('/v2/tickets/') || routePath.startsWith('/v2/async-results/'))
      return d.sendTicket;
    if (routePath.startsWith('/v2/subscribers/')) return d.subscriber;
    if (routePath.startsWith('/v2/emails/')) return d.messageId;
    if (routePath.startsWith('/v2/masters/')) return d.masterId;
    if (routePath.startsWith('/v2/content-blocks/')) return d.blockId;
    if (routePath.startsWith('/v2/reports/')) return d.reportId;
    if (routePath.startsWith('/v2/reference-data/')) return d.recordId;
    throw new Error(`no id of unit A for ${routePath}: add one to isolation-fixture.ts`);
  };
  const values: Record<string, () => string> = {
    id: idFor,
    listname: () => d.list,
    userId: () => d.subscriber,
    name: () => 'Newsletter',
    dataset: () => d.dataset,
  };
  return routePath.replace(/\{(\w+)\}/g, (_, p: string) => {
    const v = values[p];
    if (!v) throw new Error(`no value of unit A for path parameter {${p}}: add one to isolation-fixture.ts`);
    return encodeURIComponent(v());
  });
}

/** What A can read of its own data; compared before and after B's probes. */
export async function snapshot(a: TestUnit, d: UnitData) {
  const paths = [
    `/v2/subscribers/${d.subscriber}`,
    `/v2/subscribers/${d.subscriber}/subscriptions`,
    `/v2/target-lists/${d.list}`,
    `/v2/target-lists/${d.list}/members`,
    `/v2/masters/${d.masterId}`,
    `/v2/masters/${d.masterId}/template`,
    `/v2/content-blocks/${d.blockId}`,
    `/v2/reference-data/${d.dataset}/records/${d.recordId}`,
    `/v2/tickets/${d.sendTicket}`,
    `/v2/emails/${d.messageId}`,
    `/v2/reports/master-events/${d.reportId}`,
  ];
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    const r = await a.call('GET', p);
    out[p] = { status: r.status, body: r.body };
  }
  return out;
}
