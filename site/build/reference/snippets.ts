/**
 * Code samples of an operation, generated at build time by @readme/httpsnippet (a maintained
 * snippet library, not templates of our own) from one example request; the spec's own
 * `x-codeSamples` come first. No snippet code ships to the browser: the page holds the text.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import { isObject, type JsonObject } from '../../../schemas/spec-types.ts';

/** One example request, as the reference shows it: placeholders for secrets, example values elsewhere. */
export interface ExampleRequest {
  method: string;
  /** Absolute URL with path parameters filled and required query parameters appended. */
  url: string;
  headers: Array<{ name: string; value: string }>;
  body?: { mimeType: string; value: unknown };
}

export interface CodeSample {
  /** The language choice a reader makes once for every page (`python`), or `custom-…` for x-codeSamples. */
  key: string;
  label: string;
  /** shiki language id. */
  lang: string;
  code: string;
  /** What to install first, when the client is not built in (`python -m pip install requests`). */
  install?: string;
}

interface Target {
  key: string;
  label: string;
  target: 'shell' | 'javascript' | 'node' | 'python' | 'go' | 'java' | 'php' | 'csharp' | 'ruby';
  client: string;
  lang: string;
  install?: string;
}

/** The languages of the issue, each with the client most of its developers reach for. */
export const SNIPPET_TARGETS: readonly Target[] = [
  { key: 'curl', label: 'cURL', target: 'shell', client: 'curl', lang: 'bash' },
  { key: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch', lang: 'javascript' },
  { key: 'node', label: 'Node.js', target: 'node', client: 'axios', lang: 'javascript', install: 'npm install axios' },
  { key: 'python', label: 'Python', target: 'python', client: 'requests', lang: 'python', install: 'python -m pip install requests' },
  { key: 'go', label: 'Go', target: 'go', client: 'native', lang: 'go' },
  { key: 'java', label: 'Java', target: 'java', client: 'nethttp', lang: 'java' },
  { key: 'php', label: 'PHP', target: 'php', client: 'guzzle', lang: 'php', install: 'composer require guzzlehttp/guzzle' },
  { key: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient', lang: 'csharp' },
  { key: 'ruby', label: 'Ruby', target: 'ruby', client: 'native', lang: 'ruby' },
];

const LANGUAGE_ALIASES: Record<string, string> = {
  curl: 'bash',
  shell: 'bash',
  sh: 'bash',
  'c#': 'csharp',
  cs: 'csharp',
  js: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  'node.js': 'javascript',
  ts: 'typescript',
  py: 'python',
  rb: 'ruby',
  golang: 'go',
};

const highlightLanguage = (lang: string) => LANGUAGE_ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** `x-codeSamples: [{ lang, label?, source }]` (Redoc's extension), in the spec's order. */
export function customSamples(operation: JsonObject): CodeSample[] {
  const list = Array.isArray(operation['x-codeSamples']) ? operation['x-codeSamples'] : [];
  return list.filter(isObject).flatMap((sample) => {
    if (typeof sample.source !== 'string' || typeof sample.lang !== 'string') return [];
    const label = typeof sample.label === 'string' ? sample.label : sample.lang;
    return [{ key: `custom-${slug(label)}`, label, lang: highlightLanguage(sample.lang), code: sample.source }];
  });
}

function harOf(request: ExampleRequest): HarRequest {
  const har: HarRequest = {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    postData: { mimeType: request.body?.mimeType ?? 'application/octet-stream' },
  };
  const body = request.body;
  if (body) {
    har.headers = [...request.headers, { name: 'content-type', value: body.mimeType }];
    har.postData =
      body.mimeType === 'application/x-www-form-urlencoded' && isObject(body.value)
        ? { mimeType: body.mimeType, params: Object.entries(body.value).map(([name, value]) => ({ name, value: String(value) })) }
        : { mimeType: body.mimeType, text: JSON.stringify(body.value) };
  }
  return har;
}

export function generatedSamples(request: ExampleRequest): CodeSample[] {
  const snippet = new HTTPSnippet(harOf(request));
  return SNIPPET_TARGETS.flatMap((target) => {
    const converted = snippet.convert(target.target, target.client);
    const code = converted ? converted[0] : undefined;
    if (!code) return [];
    return [{ key: target.key, label: target.label, lang: target.lang, code, ...(target.install ? { install: target.install } : {}) }];
  });
}

/**
 * Whether a sample is in the page itself: curl (what a reader without JavaScript gets) and the
 * spec's own samples. The other languages are fetched when a reader picks one.
 */
export const shipsInPage = (sample: CodeSample) => sample.key === 'curl' || sample.key.startsWith('custom-');

/** The samples an operation shows: its own `x-codeSamples` first, then one per generated language. */
export function codeSamples(operation: JsonObject, request: ExampleRequest | undefined): CodeSample[] {
  return [...customSamples(operation), ...(request ? generatedSamples(request) : [])];
}
