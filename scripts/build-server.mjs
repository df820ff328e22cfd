#!/usr/bin/env node
// Builds a server app for production: `node scripts/build-server.mjs apps/service` bundles src/main.ts with the
// workspace packages it imports (@mailroom/*, TypeScript sources) into dist/main.mjs, leaving every npm package
// external (resolved from node_modules at run time, native modules included), and copies the app's `assets`
// folders next to it. Running the bundle with plain `node` instead of through tsx saves the TypeScript loader
// thread and its transpile cache: the service starts in about 66 MB less memory (docs/performance.md, B7).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.resolve(process.argv[2] ?? '.');
const entry = path.join(app, 'src', 'main.ts');
if (!fs.existsSync(entry)) {
  console.error(
    `usage: node scripts/build-server.mjs <app folder with src/main.ts>; ${entry} does not exist`,
  );
  process.exit(2);
}
const outdir = path.join(app, 'dist');

/** npm packages stay external; workspace packages (TypeScript sources) are compiled into the bundle. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mailroom/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: [entry],
  outfile: path.join(outdir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // CommonJS packages required from the bundle (e.g. by a workspace package) need a require in ESM.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [externalPackages],
  logLevel: 'warning',
});

// Files read at run time relative to the module (`new URL('./assets/x', import.meta.url)`) land in dist/assets.
const assets = [];
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (!e.isDirectory()) continue;
    if (e.name === 'assets') assets.push(p);
    else walk(p);
  }
};
walk(path.join(app, 'src'));
for (const dir of assets) fs.cpSync(dir, path.join(outdir, 'assets'), { recursive: true });
console.log(
  `built ${path.relative(root, path.join(outdir, 'main.mjs'))}${assets.length ? ` (+ ${assets.length} assets folder)` : ''}`,
);
