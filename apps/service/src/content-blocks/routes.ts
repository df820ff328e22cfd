import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { toWire } from '../platform/time';
import { archiveBlock, blockPage, createBlock, replaceBlock, requireBlock } from './blocks';
import { toContentBlock } from './wire';

export function contentBlockRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.listContentBlocks,
  )(async ({ query, bu }) => {
    const { limit, offset } = query;
    const { total, rows } = await blockPage(app, bu.id, limit, offset);
    const blocks = rows.map((r) => ({ id: String(r.id), lastUpdate: toWire(r.updated_at), name: r.name }));
    return { status: 200, body: { counts: { count: blocks.length, total }, offset, limit, blocks } };
  });

  registerRoute(
    fastify,
    app,
    routes.createContentBlock,
  )(async ({ body, bu }) => {
    const row = await createBlock(app, bu.id, body);
    return {
      status: 201,
      body: toContentBlock(row),
      headers: { location: `${app.config.publicUrl}/v2/content-blocks/${row.id}` },
    };
  });

  registerRoute(
    fastify,
    app,
    routes.getContentBlock,
  )(async ({ params, bu }) => ({
    status: 200,
    body: toContentBlock(await requireBlock(app, bu.id, params.id)),
  }));

  registerRoute(
    fastify,
    app,
    routes.putContentBlock,
  )(async ({ params, body, bu }) => ({
    status: 200,
    body: toContentBlock(await replaceBlock(app, bu.id, params.id, body)),
  }));

  registerRoute(
    fastify,
    app,
    routes.archiveContentBlock,
  )(async ({ params, bu }) => ({
    status: 200,
    body: toContentBlock(await archiveBlock(app, bu.id, params.id)),
  }));
}
