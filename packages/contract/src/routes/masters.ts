import { MasterScheduleSchema, PutScheduleBodySchema } from '../resources/master-schedule';
import { MasterStatsSchema } from '../resources/master-stats';
import { MasterTargetSchema } from '../resources/master-target';
import { MasterTemplateSchema, PutTemplateBodySchema } from '../resources/master-template';
import {
  CreateMasterBodySchema,
  MasterParamsSchema,
  MasterSchema,
  MastersPageSchema,
  MastersQuerySchema,
  MasterSummarySchema,
  PutMasterBodySchema,
} from '../resources/masters';
import { defineRoute } from '../route';

const tag = 'Masters';

const mustBeDisabled =
  'The master must be disabled: otherwise 400 (invalid_state). 404 when the master is unknown or archived.';

export const masterRoutes = {
  listMasters: defineRoute({
    id: 'listMasters',
    method: 'GET',
    path: '/v2/masters',
    tag,
    access: 'read',
    summary: 'Filter and page through masters',
    description:
      'Sorted by id. Repeating a parameter ORs its values, different parameters AND together: ' +
      'keyword=sales&keyword=Monday&campaign=welcome is (sales OR Monday) AND welcome. state takes a ' +
      'comma-separated list; schedulePeriod an ISO 8601 interval over nextTimeToDeliver.',
    query: MastersQuerySchema,
    responses: { 200: MastersPageSchema },
  }),
  createMaster: defineRoute({
    id: 'createMaster',
    method: 'POST',
    path: '/v2/masters',
    tag,
    access: 'write',
    summary: 'Create a master (disabled), optionally with envelope, content, target and schedule',
    body: CreateMasterBodySchema,
    responses: { 201: MasterSchema },
  }),
  getMaster: defineRoute({
    id: 'getMaster',
    method: 'GET',
    path: '/v2/masters/{id}',
    tag,
    access: 'read',
    summary: 'Read one master (archived ones too) with its envelope, target and schedule',
    params: MasterParamsSchema,
    responses: { 200: MasterSchema },
  }),
  getMasterStats: defineRoute({
    id: 'getMasterStats',
    method: 'GET',
    path: '/v2/masters/{id}/stats',
    tag,
    access: 'read',
    summary:
      "Extension: the master's lifetime totals (sent, delivered, opens, clicks, bounces, unsubscribes), counted now",
    params: MasterParamsSchema,
    responses: { 200: MasterStatsSchema },
  }),
  putMaster: defineRoute({
    id: 'putMaster',
    method: 'PUT',
    path: '/v2/masters/{id}',
    tag,
    access: 'write',
    summary: "Replace a master's name, subscription, campaign, keywords and triggered flag",
    description: `Omitted optional fields return to their defaults. ${mustBeDisabled}`,
    params: MasterParamsSchema,
    body: PutMasterBodySchema,
    responses: { 200: MasterSchema },
  }),
  enableMaster: defineRoute({
    id: 'enableMaster',
    method: 'POST',
    path: '/v2/masters/{id}/enable',
    tag,
    access: 'write',
    summary: 'Enable a master so its schedule delivers it',
    description:
      'Needs envelope subject and from, content, a target and a schedule; the master must be disabled or ' +
      'already enabled (200, unchanged). Otherwise 400 (invalid_state) naming what is missing.',
    params: MasterParamsSchema,
    bodyOptional: true,
    responses: { 200: MasterSummarySchema },
  }),
  disableMaster: defineRoute({
    id: 'disableMaster',
    method: 'POST',
    path: '/v2/masters/{id}/disable',
    tag,
    access: 'write',
    summary: 'Disable a master (idempotent) so it can be edited',
    description: 'A delivered or deleted master cannot be disabled: 400 (invalid_state).',
    params: MasterParamsSchema,
    bodyOptional: true,
    responses: { 200: MasterSummarySchema },
  }),
  archiveMaster: defineRoute({
    id: 'archiveMaster',
    method: 'POST',
    path: '/v2/masters/{id}/archive',
    tag,
    access: 'write',
    summary: 'Archive a disabled or delivered master (idempotent)',
    description:
      'Archived masters leave the default list and cannot be enabled, but /emails/send can still send them.',
    params: MasterParamsSchema,
    bodyOptional: true,
    responses: { 200: MasterSummarySchema },
  }),
  getMasterTarget: defineRoute({
    id: 'getMasterTarget',
    method: 'GET',
    path: '/v2/masters/{id}/target',
    tag,
    access: 'read',
    summary: "Read a master's targeting",
    description: '404 when the master has no target yet.',
    params: MasterParamsSchema,
    responses: { 200: MasterTargetSchema },
  }),
  putMasterTarget: defineRoute({
    id: 'putMasterTarget',
    method: 'PUT',
    path: '/v2/masters/{id}/target',
    tag,
    access: 'write',
    summary: "Replace a master's targeting",
    description:
      'Profile first, then subscriptions, then each criterion in order: join AND narrows the audience so ' +
      `far, OR widens it; negate inverts the criterion. ${mustBeDisabled}`,
    params: MasterParamsSchema,
    body: MasterTargetSchema,
    responses: { 200: MasterTargetSchema },
  }),
  getMasterSchedule: defineRoute({
    id: 'getMasterSchedule',
    method: 'GET',
    path: '/v2/masters/{id}/schedule',
    tag,
    access: 'read',
    summary: "Read a master's schedule",
    description: '404 when the master has no schedule yet.',
    params: MasterParamsSchema,
    responses: { 200: MasterScheduleSchema },
  }),
  putMasterSchedule: defineRoute({
    id: 'putMasterSchedule',
    method: 'PUT',
    path: '/v2/masters/{id}/schedule',
    tag,
    access: 'write',
    summary: "Replace a master's schedule",
    description:
      'Times may carry any offset; answers are UTC with milliseconds. Without stop, the schedule runs until ' +
      `4000-01-01T00:00:00.000Z. ${mustBeDisabled}`,
    params: MasterParamsSchema,
    body: PutScheduleBodySchema,
    responses: { 200: MasterScheduleSchema },
  }),
  getMasterTemplate: defineRoute({
    id: 'getMasterTemplate',
    method: 'GET',
    path: '/v2/masters/{id}/template',
    tag,
    access: 'read',
    summary: "Read a master's envelope, content and tracked links",
    params: MasterParamsSchema,
    responses: { 200: MasterTemplateSchema },
  }),
  putMasterTemplate: defineRoute({
    id: 'putMasterTemplate',
    method: 'PUT',
    path: '/v2/masters/{id}/template',
    tag,
    access: 'write',
    summary: "Replace a master's envelope and content",
    description:
      "The envelope's name, campaign and keywords are the master's own fields. links is computed from the " +
      `HTML and ignored in the body. ${mustBeDisabled}`,
    params: MasterParamsSchema,
    body: PutTemplateBodySchema,
    responses: { 200: MasterTemplateSchema },
  }),
};
