import { z } from 'zod';
import { AsyncQuerySchema, PagingQuerySchema } from '../primitives';
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
import { TicketSchema } from '../resources/tickets';
import { defineRoute } from '../route';

const tag = 'Target lists';

/**
 * Decision: every member change on an archived list (PUT member, DELETE member, import) answers 404 not_found
 * with a message naming the list as archived, because the original API documented 404 for member adds to an
 * archived list; modifying the archived list itself (PUT) answers 400 invalid_state.
 */
const archivedMembers =
  'An archived list answers 404 (not_found, the message says the list is archived), as the original API did.';

export const targetListRoutes = {
  listTargetLists: defineRoute({
    id: 'listTargetLists',
    method: 'GET',
    path: '/v2/target-lists',
    tag,
    access: 'read',
    summary: 'List target lists, or their load attributes with view=schema',
    description:
      'Sorted by id. Extension: archived=false (default) lists active lists, true archived ones, all both; ' +
      'archived lists carry archived: true.',
    query: TargetListsQuerySchema,
    responses: { 200: z.union([TargetListsPageSchema, TargetListSchemaViewSchema]) },
  }),
  getTargetList: defineRoute({
    id: 'getTargetList',
    method: 'GET',
    path: '/v2/target-lists/{listname}',
    tag,
    access: 'read',
    summary: 'Read one target list (archived lists too); ETag header',
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
      'Names are case-sensitive. If-Match with a stale ETag gives 409; an archived list answers 400 ' +
      '(invalid_state). The response carries the ETag header.',
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
    description:
      'Idempotent: archiving an archived list answers 200 with it unchanged. An archived list stays readable ' +
      '(GET, members), cannot be renamed or modified, and its name can never be used by another list. ' +
      archivedMembers,
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
    description: 'Ordered by when each subscriber was created (its internal key), oldest first.',
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
    description:
      'The body may be omitted; a body id different from {userId} gives 400. 404 when the list or the ' +
      'subscriber does not exist. Adding a member again answers 200 and changes nothing. If-Match is compared ' +
      "with the list's ETag (409 on mismatch). " +
      archivedMembers,
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
    description:
      "404 when the list does not exist or the subscriber is not a member. If-Match is compared with the list's " +
      'ETag. ' +
      archivedMembers,
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
    description:
      'At most 100,000 members per request. The ticket request.id is the list name. Per record, in the async ' +
      'result: an id that is not a string or is a mixed-case e-mail fails with 400, an unknown subscriber with ' +
      '404, an existing member completes unchanged. errorThreshold (a count, or a percentage like 5%) stops ' +
      'the import once more records failed; the rest are ignored. ' +
      archivedMembers,
    params: ListNameParamsSchema,
    query: AsyncQuerySchema,
    body: MemberImportBodySchema,
    responses: { 202: TicketSchema },
  }),
};
