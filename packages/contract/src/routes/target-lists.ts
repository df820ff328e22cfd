import { TicketSchema } from '../resources/tickets';
import { AsyncQuerySchema } from '../primitives';
import {
  AddedMemberSchema,
  ListNameParamsSchema,
  MemberImportBodySchema,
  MemberParamsSchema,
  MembersPageSchema,
  PutMemberBodySchema,
  PutTargetListBodySchema,
  TargetListSchema,
  TargetListSchemaViewSchema,
  TargetListsPageSchema,
  TargetListsQuerySchema,
} from '../resources/target-lists';
import { PagingQuerySchema } from '../primitives';
import { defineRoute } from '../route';
import { z } from 'zod';

const tag = 'Target lists';

export const targetListRoutes = {
  listTargetLists: defineRoute({
    id: 'listTargetLists',
    method: 'GET',
    path: '/v2/target-lists',
    tag,
    access: 'read',
    summary: 'List target lists, or their load attributes with view=schema',
    query: TargetListsQuerySchema,
    responses: { 200: z.union([TargetListsPageSchema, TargetListSchemaViewSchema]) },
  }),
  getTargetList: defineRoute({
    id: 'getTargetList',
    method: 'GET',
    path: '/v2/target-lists/{listname}',
    tag,
    access: 'read',
    summary: 'Read one target list (archived lists too)',
    params: ListNameParamsSchema,
    responses: { 200: TargetListSchema },
  }),
  putTargetList: defineRoute({
    id: 'putTargetList',
    method: 'PUT',
    path: '/v2/target-lists/{listname}',
    tag,
    access: 'write',
    summary: 'Create a list (201) or rename an existing one (200)',
    description:
      'When {listname} does not exist, the body name must equal it and the list is created. When it exists, ' +
      'a different body name renames it; the new name must not belong to another list, archived or not. ' +
      'If-Match with a stale ETag gives 409.',
    params: ListNameParamsSchema,
    body: PutTargetListBodySchema,
    responses: { 200: TargetListSchema, 201: TargetListSchema },
  }),
  archiveTargetList: defineRoute({
    id: 'archiveTargetList',
    method: 'POST',
    path: '/v2/target-lists/{listname}/archive',
    tag,
    access: 'write',
    summary: 'Archive a list (extension): its name stays reserved and its members can no longer change',
    params: ListNameParamsSchema,
    bodyOptional: true,
    responses: { 200: TargetListSchema },
  }),
  listTargetListMembers: defineRoute({
    id: 'listTargetListMembers',
    method: 'GET',
    path: '/v2/target-lists/{listname}/members',
    tag,
    access: 'read',
    summary: 'Page through the members of a list',
    params: ListNameParamsSchema,
    query: PagingQuerySchema,
    responses: { 200: MembersPageSchema },
  }),
  putTargetListMember: defineRoute({
    id: 'putTargetListMember',
    method: 'PUT',
    path: '/v2/target-lists/{listname}/members/{userId}',
    tag,
    access: 'write',
    summary: 'Add one existing subscriber to a list (idempotent)',
    params: MemberParamsSchema,
    body: PutMemberBodySchema,
    bodyOptional: true,
    responses: { 200: AddedMemberSchema },
  }),
  deleteTargetListMember: defineRoute({
    id: 'deleteTargetListMember',
    method: 'DELETE',
    path: '/v2/target-lists/{listname}/members/{userId}',
    tag,
    access: 'write',
    summary: 'Remove one member from a list',
    params: MemberParamsSchema,
    responses: { 204: null },
  }),
  importTargetListMembers: defineRoute({
    id: 'importTargetListMembers',
    method: 'POST',
    path: '/v2/target-lists/{listname}/members/import',
    tag,
    access: 'import',
    async: true,
    summary: 'Add many existing subscribers to a list in the background',
    params: ListNameParamsSchema,
    query: AsyncQuerySchema,
    body: MemberImportBodySchema,
    responses: { 202: TicketSchema },
  }),
};
