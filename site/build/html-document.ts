/** The HTML file around a prerendered page: head tags, the app markup, boot data, scripts. */
import type { ClientConfig } from '../app/client-config.ts';
import type { BootData } from '../app/page-loader.ts';
import type { PageMeta } from '../app/types.ts';

export interface ClientAssets {
  entry: string;
  css: string[];
  /** Static imports of the entry, preloaded so hydration does not wait on a waterfall. */
  preload: string[];
}

export interface DocumentInput {
  config: ClientConfig;
  headScript: string;
  appHtml: string;
  /** Read by entry-client.tsx; `status` tells it whether the route is a page or the not-found page. */
  boot: BootData & { status: number };
  assets: ClientAssets;
  pagePreload: string[];
  route: string;
  meta?: PageMeta;
  status: number;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` escaped so no content can close the script element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function htmlDocument(input: DocumentInput): string {
  const { config, meta } = input;
  const title = input.status === 404 ? `Page not found | ${config.title}` : meta && meta.route !== '/' ? `${meta.title} | ${config.title}` : config.title;
  const description = meta?.description ?? config.tagline;
  const canonical = new URL(input.route, config.url).href;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...(input.status === 200
      ? [
          `<link rel="canonical" href="${escapeHtml(canonical)}">`,
          `<meta property="og:title" content="${escapeHtml(meta?.title ?? config.title)}">`,
          `<meta property="og:description" content="${escapeHtml(description)}">`,
          `<meta property="og:url" content="${escapeHtml(canonical)}">`,
          `<meta property="og:type" content="${meta?.kind === 'doc' ? 'article' : 'website'}">`,
          `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
        ]
      : ['<meta name="robots" content="noindex">']),
    '<link rel="icon" href="/img/favicon.svg" type="image/svg+xml">',
    `<script>${input.headScript}</script>`,
    ...input.assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...input.assets.preload, ...input.pagePreload].map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  return `<!doctype html>
<html lang="${escapeHtml(config.locales.default)}" data-theme="${config.colorMode.defaultMode}">
<head>
${head.join('\n')}
</head>
<body>
<div id="__root">${input.appHtml}</div>
<script id="__orchestra_boot" type="application/json">${scriptJson(input.boot)}</script>
<script type="module" src="${input.assets.entry}"></script>
</body>
</html>
`;
}
