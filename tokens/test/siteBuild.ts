// Shared by the site build tests: a real `vite build` of apps/site into a temporary folder, and a
// plain static server of that folder under the reference server's CSP.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { contentSecurityPolicy } from '@playdeck/server/security';
import { tokensRoot } from '../lib/load';

const run = promisify(execFile);
const repo = join(tokensRoot, '..');
const siteDir = join(repo, 'apps/site');
const viteBin = join(repo, 'node_modules/vite/bin/vite.js');

/** Builds the site with these environment variables; resolves to the output folder. */
export async function buildSite(label: string, env: Record<string, string>): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `pd-site-${label}-`));
  await run(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: siteDir, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
  return outDir;
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a built site on 127.0.0.1 (any port) with the server's CSP; pages fall back to
 * index.html. `delay(path)` holds a response back that many milliseconds.
 */
export async function serveSite(
  dir: string,
  delay: (path: string) => number = () => 0,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    const file = join(dir, path.endsWith('/') || !extname(path) ? 'index.html' : path);
    setTimeout(() => {
      try {
        const body = readFileSync(file);
        res.writeHead(200, {
          'Content-Type': types[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': contentSecurityPolicy,
        });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    }, delay(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
