#!/usr/bin/env node
// Serves the built Storybook (storybook-static/) for the visual and a11y suites: a tiny static
// server on node:http, loopback only, no dependencies. Usage: node visual/serve.mjs [port]
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.VISUAL_STORYBOOK_DIR
  ? resolve(process.env.VISUAL_STORYBOOK_DIR)
  : resolve(fileURLToPath(new URL('..', import.meta.url)), 'storybook-static');
const port = Number(process.argv[2] ?? process.env.VISUAL_PORT ?? 6106);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// The axe-core that @axe-core/playwright uses, served like any script so the browser caches the
// compiled code instead of parsing 500 kB again for every story (see visual/axe.ts).
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const extra = { '/__visual/axe.js': fromAxePlaywright.resolve('axe-core/axe.min.js') };

function fileFor(urlPath) {
  const known = extra[urlPath.split('?')[0] ?? ''];
  if (known) return { full: known, size: statSync(known).size };
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const stat = statSync(full);
    if (stat.isDirectory()) return fileFor(`${path.replace(/\/$/, '')}/index.html`);
    return stat.isFile() ? { full, size: stat.size } : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end('Method not allowed');
    return;
  }
  const file = fileFor(req.url ?? '/');
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(file.full).toLowerCase()] ?? 'application/octet-stream',
    'content-length': file.size,
    // Hashed build assets never change; everything else is revalidated on each load.
    'cache-control': /^\/(assets|sb-addons|sb-common-assets|sb-manager|__visual)\//.test(
      req.url ?? '',
    )
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file.full).pipe(res);
});

server.on('error', (err) => {
  console.error(`Storybook server could not listen on 127.0.0.1:${port}: ${err.message}`);
  console.error('Set VISUAL_PORT to a free port.');
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} on http://127.0.0.1:${port}`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));

// Started by Playwright (see playwright.visual.config.ts): stop when that run is gone, even if it
// was killed before it could stop this server.
const runner = Number(process.env.VISUAL_RUNNER_PID);
if (runner > 0) {
  setInterval(() => {
    try {
      process.kill(runner, 0);
    } catch {
      process.exit(0);
    }
  }, 2_000).unref();
}
