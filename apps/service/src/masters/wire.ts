import {
  MasterScheduleSchema,
  MasterTargetSchema,
  type Master,
  type MasterSchedule,
  type MasterSummary,
  type MasterTarget,
  type MasterTemplate,
} from '@mailroom/contract';
import { toWire } from '../platform/time';
import type { MasterRow } from './store';

export interface EnvelopeHeaders {
  subject: string;
  from: string;
  fromFriendly: string;
  replyTo: string;
  replyToFriendly: string;
  encoding: string;
}

export interface TemplateLink {
  url: string;
  name: string;
}

export const masterLabel = (id: string | number) => `master ${id}`;

export const parseEnvelope = (row: MasterRow) => JSON.parse(row.envelope) as EnvelopeHeaders;
export const parseLinks = (row: MasterRow) => JSON.parse(row.links) as TemplateLink[];

/** Stored JSON went through the contract on the way in; parsing again keeps the types honest. */
export function parseTarget(row: Pick<MasterRow, 'target'>): MasterTarget | null {
  return row.target === null ? null : MasterTargetSchema.parse(JSON.parse(row.target));
}

export function parseSchedule(row: Pick<MasterRow, 'schedule'>): MasterSchedule | null {
  return row.schedule === null ? null : MasterScheduleSchema.parse(JSON.parse(row.schedule));
}

export function toSummary(row: MasterRow): MasterSummary {
  return {
    id: String(row.id),
    name: row.name,
    subscription: row.subscription,
    campaign: row.campaign,
    keywords: row.keywords,
    triggered: row.triggered === 1,
    status: row.status,
    archived: row.archived === 1,
    nextTimeToDeliver: toWire(row.next_time),
    lastUpdate: toWire(row.updated_at),
    createdDate: toWire(row.created_at),
  };
}

export function toMaster(row: MasterRow): Master {
  return {
    ...toSummary(row),
    envelope: parseEnvelope(row),
    target: parseTarget(row),
    schedule: parseSchedule(row),
    hasContent: Boolean(row.html) || Boolean(row.text),
  };
}

export function toTemplate(row: MasterRow): MasterTemplate {
  return {
    envelope: { ...parseEnvelope(row), name: row.name, campaign: row.campaign, keywords: row.keywords },
    content: { html: row.html ?? '', text: row.text ?? '' },
    links: parseLinks(row),
  };
}
