import {
  ContentBlockBodySchema,
  ContentBlockParamsSchema,
  ContentBlockSchema,
  ContentBlocksPageSchema,
  ContentBlocksQuerySchema,
} from '../resources/content-blocks';
import { defineRoute } from '../route';

const tag = 'Content blocks';

const nameRule = 'A name used by another block, archived or not, gives 400.';

export const contentBlockRoutes = {
  listContentBlocks: defineRoute({
    id: 'listContentBlocks',
    method: 'GET',
    path: '/v2/content-blocks',
    tag,
    access: 'read',
    summary: 'Page through non-archived content blocks, most recently updated first',
    description: 'limit=0 answers the counts only.',
    query: ContentBlocksQuerySchema,
    responses: { 200: ContentBlocksPageSchema },
  }),
  createContentBlock: defineRoute({
    id: 'createContentBlock',
    method: 'POST',
    path: '/v2/content-blocks',
    tag,
    access: 'write',
    summary: 'Create a content block',
    description: nameRule,
    body: ContentBlockBodySchema,
    responses: { 201: ContentBlockSchema },
  }),
  getContentBlock: defineRoute({
    id: 'getContentBlock',
    method: 'GET',
    path: '/v2/content-blocks/{id}',
    tag,
    access: 'read',
    summary: 'Read one content block (archived ones too)',
    params: ContentBlockParamsSchema,
    responses: { 200: ContentBlockSchema },
  }),
  putContentBlock: defineRoute({
    id: 'putContentBlock',
    method: 'PUT',
    path: '/v2/content-blocks/{id}',
    tag,
    access: 'write',
    summary: 'Replace the name and body of a content block',
    description: `${nameRule} An archived block answers 400 (invalid_state).`,
    params: ContentBlockParamsSchema,
    body: ContentBlockBodySchema,
    responses: { 200: ContentBlockSchema },
  }),
  archiveContentBlock: defineRoute({
    id: 'archiveContentBlock',
    method: 'POST',
    path: '/v2/content-blocks/{id}/archive',
    tag,
    access: 'write',
    summary: 'Archive a content block (idempotent); its name stays reserved',
    params: ContentBlockParamsSchema,
    bodyOptional: true,
    responses: { 200: ContentBlockSchema },
  }),
};
