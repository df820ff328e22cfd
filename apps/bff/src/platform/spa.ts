import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built SPA when its folder holds an index.html; any other GET outside /api falls back to index.html
 * so deep links work. Without a build, nothing is mounted and such paths get the JSON 404.
 */
export function spaRoutes(dist = defaultDist): Router {
  const r = Router();
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return r;
  // Hashed asset names can be cached for ever; index.html must always be revalidated to pick up a new build.
  r.use(express.static(dist, { index: false, immutable: true, maxAge: '1y', fallthrough: true }));
  r.get(/^(?!\/api(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('cache-control', 'no-cache').sendFile(index);
  });
  return r;
}
