import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../app/search/types.ts';
import { ADMIN_KEY_VARIABLE, algoliaTarget, DOCSEARCH_INDEX_SETTINGS, merchantSynonyms, uploadToAlgolia } from './algolia.ts';

interface Seen {
  method: string;
  path: string;
  query: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

/** A stand-in for Algolia's REST API: records every request, answers what the client waits for. */
async function fakeAlgolia(fail?: { path: RegExp; status: number; message: string }): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  let task = 0;
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.example');
      seen.push({ method: request.method ?? '', path: url.pathname, query: url.search, body: text ? JSON.parse(text) : undefined, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      if (fail && fail.path.test(url.pathname)) {
        response.statusCode = fail.status;
        return response.end(JSON.stringify({ message: fail.message, status: fail.status }));
      }
      if (request.method === 'GET' && /\/task\/\d+$/.test(url.pathname)) return response.end(JSON.stringify({ status: 'published', pendingTask: false }));
      task += 1;
      if (url.pathname.endsWith('/batch') && !url.pathname.includes('/synonyms/')) {
        const body = JSON.parse(text) as { requests: Array<{ body: { objectID: string } }> };
        return response.end(JSON.stringify({ taskID: task, objectIDs: body.requests.map((entry) => entry.body.objectID) }));
      }
      return response.end(JSON.stringify({ taskID: task, updatedAt: '2026-11-22T10:00:00Z', id: String(task) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, seen };
}

const record = (position: number): SearchRecord => ({
  objectID: `record-${position}`,
  type: 'content',
  url: `/docs/void#step-${position}`,
  url_without_anchor: '/docs/void',
  anchor: `step-${position}`,
  hierarchy: { lvl0: 'References', lvl1: 'Void', lvl2: `Step ${position}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: `Release the funds, step ${position}.`,
  weight: { pageRank: 0, level: 7, position },
});

let running: Server | undefined;
afterEach(() => {
  running?.close();
  running = undefined;
});

describe('Algolia credentials', () => {
  it('takes the app and index from the config and the write key from the environment only', () => {
    expect(algoliaTarget({ appId: 'APP1', indexName: 'orchestra' }, { [ADMIN_KEY_VARIABLE]: 'secret' })).toEqual({ appId: 'APP1', indexName: 'orchestra', apiKey: 'secret' });
  });

  it("says what is missing in the search client's words", () => {
    expect(() => algoliaTarget({ indexName: 'orchestra' }, { [ADMIN_KEY_VARIABLE]: 'secret' })).toThrow(/^`appId` is missing\./);
    expect(() => algoliaTarget({ appId: ' ', indexName: 'orchestra' }, {})).toThrow(/^`appId` is missing\./);
    expect(() => algoliaTarget({ appId: 'APP1', indexName: 'orchestra' }, {})).toThrow(new RegExp(`^\`apiKey\` is missing\\. Set ${ADMIN_KEY_VARIABLE}`));
    expect(() => algoliaTarget({ appId: 'APP1' }, { [ADMIN_KEY_VARIABLE]: 'secret' })).toThrow(/^`indexName` is missing\./);
  });
});

describe('uploading to Algolia', () => {
  it('sets the DocSearch settings and synonyms, then replaces the records atomically through a temporary index', async () => {
    const fake = await fakeAlgolia();
    running = fake.server;
    const logs: string[] = [];
    const records = Array.from({ length: 1500 }, (_, position) => record(position));
    await uploadToAlgolia({ appId: 'APP1', indexName: 'orchestra', apiKey: 'write-secret' }, records, {
      log: (message) => logs.push(message),
      hosts: [{ url: '127.0.0.1', port: fake.port, protocol: 'http', accept: 'readWrite' }],
    });

    const writes = fake.seen.filter((request) => request.method !== 'GET');
    const steps = writes.map((request) => `${request.method} ${request.path.replace(/_tmp_\d+/, '_tmp')}`);
    expect(steps).toEqual([
      'PUT /1/indexes/orchestra/settings',
      'POST /1/indexes/orchestra/synonyms/batch',
      'POST /1/indexes/orchestra/operation',
      'POST /1/indexes/orchestra_tmp/batch',
      'POST /1/indexes/orchestra_tmp/batch',
      'POST /1/indexes/orchestra/operation',
      'POST /1/indexes/orchestra_tmp/operation',
    ]);
    const [settings, synonyms, copy, firstBatch, secondBatch, , move] = writes;
    expect(settings!.body).toEqual(DOCSEARCH_INDEX_SETTINGS);
    expect(synonyms!.query).toContain('replaceExistingSynonyms=true');
    expect(synonyms!.body).toEqual(merchantSynonyms());
    const temporary = firstBatch!.path.split('/')[3]!;
    expect(copy!.body).toEqual({ operation: 'copy', destination: temporary, scope: ['settings', 'rules', 'synonyms'] });
    const batched = [firstBatch, secondBatch].flatMap((batch) => (batch!.body as { requests: Array<{ action: string; body: SearchRecord }> }).requests);
    expect(batched).toHaveLength(1500);
    expect(batched.every((entry) => entry.action === 'addObject')).toBe(true);
    expect(batched.map((entry) => entry.body)).toEqual(records);
    expect(move!.body).toEqual({ operation: 'move', destination: 'orchestra' });
    // The client waited for every task it started before going on.
    expect(fake.seen.filter((request) => request.method === 'GET' && request.path.includes('/task/')).length).toBeGreaterThanOrEqual(5);

    for (const request of fake.seen) {
      expect(request.headers['x-algolia-application-id']).toBe('APP1');
      expect(request.headers['x-algolia-api-key']).toBe('write-secret');
    }
    expect(logs.join('\n')).not.toContain('write-secret');
    expect(logs.at(-1)).toMatch(/replacing the records of orchestra with 1500 records/);
  });

  it("stops with Algolia's status and message when it refuses", async () => {
    const fake = await fakeAlgolia({ path: /\/settings$/, status: 403, message: 'Method not allowed with this API key' });
    running = fake.server;
    const upload = uploadToAlgolia({ appId: 'APP1', indexName: 'orchestra', apiKey: 'search-only' }, [record(0)], {
      log: () => undefined,
      hosts: [{ url: '127.0.0.1', port: fake.port, protocol: 'http', accept: 'readWrite' }],
    });
    await expect(upload).rejects.toMatchObject({ status: 403, message: 'Method not allowed with this API key' });
    expect(fake.seen.some((request) => request.path.endsWith('/batch'))).toBe(false);
  });
});

describe('the merchant synonyms on Algolia', () => {
  it('are one-way, from what a merchant says to the words of the pages', () => {
    const cancel = merchantSynonyms().find((synonym) => synonym.input === 'cancel');
    expect(cancel).toMatchObject({ type: 'oneWaySynonym', synonyms: ['void', 'abort'] });
    const ids = merchantSynonyms().map((synonym) => synonym.objectID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
