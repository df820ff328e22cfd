import fs from 'node:fs';
import { buildOpenApi } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { SERVICE_VERSION } from '../company/routes';

const asset = (name: string) => fs.readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

/** The page loads only its own script and stylesheet: no inline code, nothing from another origin. */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * Public, unauthenticated: the OpenAPI document of the routes this service implements, and a reference page
 * rendering it. The document is built on first request, when every route has been registered, then kept.
 */
export function openApiRoutes(fastify: FastifyInstance, app: AppContext) {
  let document: string | undefined;
  const page = { html: asset('docs.html'), js: asset('docs.js'), css: asset('docs.css') };

  fastify.get('/v2/openapi.json', async (_req, reply) => {
    document ??= JSON.stringify(
      buildOpenApi(app.implemented, {
        title: 'Mailroom messaging service',
        version: SERVICE_VERSION,
        description:
          'The v2 HTTP/JSON interface: emails, target lists, reference data, subscribers, masters, content ' +
          'blocks, reports, tickets and async results. Every call but this document and its reference page ' +
          'needs the Api-User and api-key headers. Errors are {"code", "message"} objects.',
      }),
    );
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });

  fastify.get('/v2/docs', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_CSP).send(page.html),
  );
  fastify.get('/v2/docs/app.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(page.js),
  );
  fastify.get('/v2/docs/style.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').send(page.css),
  );
}
