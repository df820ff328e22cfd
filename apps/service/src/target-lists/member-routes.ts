import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { toWire } from '../platform/time';
import { listEtag } from './etag';
import { acceptAsync } from '../jobs/accept';
import { findListByName } from './list-store';
import { MEMBER_IMPORT_JOB, type ImportPayload } from './member-import';
import { addMember, membersPage, removeMember, requireOpenList } from './members';
import { listLabel } from './wire';

export function memberRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.listTargetListMembers,
  )(async ({ params, query, bu }) => {
    const { limit, offset } = query;
    const { list, members } = await membersPage(app, bu.id, params.listname, limit, offset);
    return {
      status: 200,
      body: {
        total: list.member_count,
        offset,
        limit,
        count: members.length,
        lastModifiedDate: toWire(list.updated_at),
        members,
      },
      headers: { etag: listEtag(list) },
    };
  });

  registerRoute(
    fastify,
    app,
    routes.putTargetListMember,
  )(async ({ params, body, bu, req }) => {
    const { list, subscriber } = await addMember(
      app,
      bu.id,
      params.listname,
      params.userId,
      body.id,
      req.headers['if-match'],
    );
    return {
      status: 200,
      body: { lastModifiedDate: toWire(list.updated_at), id: subscriber.sub_id, email: subscriber.email },
      headers: { etag: listEtag(list) },
    };
  });

  registerRoute(
    fastify,
    app,
    routes.deleteTargetListMember,
  )(async ({ params, bu, req }) => {
    await removeMember(app, bu.id, params.listname, params.userId, req.headers['if-match']);
    return { status: 204, body: undefined };
  });

  registerRoute(
    fastify,
    app,
    routes.importTargetListMembers,
  )(async ({ params, query, body, bu, req }) => {
    const list = requireOpenList(
      await findListByName(app.db.kysely, bu.id, params.listname),
      params.listname,
    );
    // The list is found again by id in the job: a rename after the 202 does not lose the import, and an
    // archive after it fails the ticket (see member-import.ts).
    const payload: ImportPayload = {
      listId: list.id,
      listName: list.name,
      ids: body.members.map((m) => m.id),
      errorThreshold: body.errorThreshold,
    };
    return acceptAsync(app, bu, req, {
      kind: MEMBER_IMPORT_JOB,
      requestId: list.name,
      message: `import of ${body.members.length} members into ${listLabel(list.name)} accepted`,
      payload,
      query,
      body,
    });
  });
}
