/**
 * `docs preview`: serves the built site as a static host would: `/a/b` and `/a/b/` from
 * `a/b/index.html`, files as they are, anything else `404.html` with status 404.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function resolveRequest(root: string, pathname: string): Promise<{ file: string; status: number }> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { file: join(root, '404.html'), status: 404 };
  }
  const target = normalize(join(root, decoded));
  // Never serve outside the site folder (`/../../etc/passwd`).
  if (target !== root && !target.startsWith(root + sep)) return { file: join(root, '404.html'), status: 404 };
  if (await isFile(target)) return { file: target, status: 200 };
  if (await isFile(join(target, 'index.html'))) return { file: join(target, 'index.html'), status: 200 };
  return { file: join(root, '404.html'), status: 404 };
}

export function startPreviewServer(options: { dir: string; port: number; host?: string }): Promise<Server> {
  const root = resolve(options.dir);
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const { file, status } = await resolveRequest(root, pathname);
    const immutable = pathname.startsWith('/assets/');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Compressed like any static host would, so what a reader downloads is what we measure.
    const gzip = /text|json|xml|svg|yaml/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(status, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (request.method === 'HEAD') return response.end();
    const stream = createReadStream(file).on('error', () => response.destroy());
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveServer(server));
  });
}
