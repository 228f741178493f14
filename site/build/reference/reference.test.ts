import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { apiAnchors, fieldAnchor, RouteTable } from '../../../cli/engine/routes.ts';
import { loadSpec } from '../../../schemas/spec-loader.ts';
import { API_NAMES, type JsonObject } from '../../../schemas/spec-types.ts';
import { createCodeHighlighter } from './code-highlight.ts';
import { inlineMarkdownHtml, markdownHtml, markdownText } from './markdown.ts';
import { pageModuleCode, writeSpecDownload } from './pages.ts';
import { referenceModel, type OperationModel } from './reference-model.ts';
import { renderReferenceBody } from './render-body.tsx';
import { componentTree, schemaFieldPaths, schemaTree, type SchemaNode } from './schema-tree.ts';
import { referenceSearchEntries } from './search-entries.ts';
import { codeSamples, SNIPPET_TARGETS } from './snippets.ts';

const v2 = loadSpec('v2').document;
const wallet = loadSpec('wallet').document;
const v1 = loadSpec('v1').document;

const field = (node: SchemaNode, name: string) => node.properties.find((property) => property.name === name);
const operationIn = (document: JsonObject, id: string, api: 'v1' | 'v2' | 'wallet' = 'v2'): OperationModel => {
  const found = referenceModel(api, document)
    .tags.flatMap((tag) => tag.operations)
    .find((operation) => operation.operationId === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('schema trees', () => {
  it('merges allOf: the 409 problem requires resource_id and its status is always 409', () => {
    const tree = componentTree(v2, 'IdempotencyConflictProblem');
    expect(field(tree, 'resource_id')?.required).toBe(true);
    const status = field(tree, 'status')!;
    expect(status.required).toBe(true);
    expect(status.node).toMatchObject({ types: ['integer'], hasConst: true, const: 409 });
    expect(status.node.constraints.map((constraint) => constraint.label)).toEqual(['≥ 100', '≤ 599']);
  });

  it('labels the oneOf shapes of the capture, refund and void body by their titles', () => {
    const tree = componentTree(v2, 'OperationRequest');
    expect(tree.variants?.kind).toBe('oneOf');
    expect(tree.variants?.options.map((option) => [option.label, option.key])).toEqual([
      ['Amount only', 'OperationAmountOnly'],
      ['Amount with priority', 'OperationWithPriority'],
      ['Amount with partner transaction', 'OperationWithPartnerTransaction'],
    ]);
    expect(field(tree.variants!.options[1]!.node, 'priority')?.required).toBe(true);
  });

  it('says constraint-only anyOf branches in words instead of tabs', () => {
    const tree = componentTree(v2, 'ForeignSplitElement');
    expect(tree.variants).toBeUndefined();
    expect(tree.alternatives).toEqual({ kind: 'anyOf', options: ['has `parent_partner_token`', 'has `parent_partner_reference`'] });
    expect(field(componentTree(v2, 'Customer'), 'ip_address')?.node.alternatives?.options).toEqual(['format ipv4', 'format ipv6']);
  });

  it('guards $ref cycles and reads nullable types', () => {
    const document = {
      components: {
        schemas: {
          Node: { type: 'object', properties: { label: { type: ['string', 'null'] }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
        },
      },
    };
    const tree = componentTree(document, 'Node');
    expect(field(tree, 'label')?.node).toMatchObject({ types: ['string'], nullable: true });
    expect(field(tree, 'children')?.node.items).toMatchObject({ ref: 'Node', cycle: 'Node', properties: [] });
    expect(schemaFieldPaths(document).get('Node')).toEqual([['label'], ['children']]);
  });

  it('hides readOnly fields from requests and writeOnly fields from responses', () => {
    const document = { components: { schemas: {} } };
    const schema = { type: 'object', properties: { id: { type: 'string', readOnly: true }, secret: { type: 'string', writeOnly: true }, name: { type: 'string' } } };
    const names = (side: 'request' | 'response' | 'any') => schemaTree(document, schema, side).properties.map((property) => property.name);
    expect(names('request')).toEqual(['secret', 'name']);
    expect(names('response')).toEqual(['id', 'name']);
    expect(names('any')).toEqual(['id', 'secret', 'name']);
    const addToken = operationIn(wallet, 'walletAddToken', 'wallet');
    expect(addToken.requestBody?.contents[0]?.schema?.properties.map((property) => property.name)).toContain('pin_code');
    for (const response of addToken.responses) {
      for (const media of response.contents) expect(JSON.stringify(media.schema ?? {})).not.toContain('"name":"pin_code"');
    }
  });

  it('gives fields paths through nested objects, arrays and variants', () => {
    const paths = schemaFieldPaths(v2);
    expect(paths.get('ClientSessionRequest')).toContainEqual(['order', 'shipments', 'item_lines', 'quantity']);
    expect(paths.get('OperationRequest')).toContainEqual(['OperationWithPriority', 'priority', 'partner']);
    for (const list of paths.values()) expect(new Set(list.map((path) => path.join('/'))).size).toBe(list.length);
  });
});

describe('anchors', () => {
  it('lets the link checker accept field anchors', () => {
    const table = new RouteTable([], { v2: apiAnchors(v2) });
    const target = table.lookup('/api-v2');
    expect(target?.kind === 'site' && target.anchors?.has(fieldAnchor('ClientSessionRequest', ['order', 'shipments', 'item_lines']))).toBe(true);
    expect(target?.kind === 'site' && target.anchors?.has('schema/ClientSessionRequest/order/nope')).toBe(false);
  });

  it.each(API_NAMES)('renders on the %s page every anchor of apiAnchors and no other id', async (api) => {
    const { document } = loadSpec(api);
    const { html } = await renderReferenceBody(referenceModel(api, document));
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.sort()).toEqual(apiAnchors(document));
  });

  it.each(API_NAMES)('links from the %s page only to anchors it renders', async (api) => {
    const { document } = loadSpec(api);
    const { html } = await renderReferenceBody(referenceModel(api, document));
    const anchors = new Set(apiAnchors(document));
    const targets = [...html.matchAll(/\shref="#([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.filter((target) => !anchors.has(target))).toEqual([]);
  });
});

describe('the rendered body', () => {
  it('lists every enum value, shows responses per status and media type, with their headers', async () => {
    const { html } = await renderReferenceBody(referenceModel('v2', v2));
    const countries = componentTree(v2, 'CountryCode').enum as string[];
    expect(countries.length).toBeGreaterThan(200);
    const section = html.slice(html.indexOf('id="schema/CountryCode"'), html.indexOf('id="schema/ProvinceCode"'));
    for (const country of countries) expect(section).toContain(`>${country}</code>`);
    const capture = html.slice(html.indexOf('id="operation/capturePayment"'), html.indexOf('id="operation/refundPayment"'));
    expect(capture).toContain('x-created-operation-id');
    expect(capture).toContain('application/problem+json');
    expect(capture).toContain('>409</span>');
    expect(capture).toContain('resource_id');
    // Highlighted with classes, not inline styles.
    expect(html).not.toContain('--shiki-dark:');
    expect(html.startsWith('<style>')).toBe(true);
  });

  it('marks deprecated operations and fields', async () => {
    const { html } = await renderReferenceBody(referenceModel('v1', v1));
    const operations = html.match(/<section class="ref-op[^"]*"/g) ?? [];
    expect(operations.length).toBeGreaterThan(5);
    expect(operations.every((tag) => tag.includes('ref-op--deprecated'))).toBe(true);
    const v2Body = await renderReferenceBody(referenceModel('v2', v2));
    expect(v2Body.html).toContain('<li class="ref-deprecated" id="schema/Order/discount_amount"><code>discount_amount</code>');
  });
});

describe('what an operation carries in the page', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const operationHtml = (html: string, id: string) => {
    const start = html.indexOf(`id="operation/${id}"`);
    return html.slice(start, html.indexOf('<section class="ref-op', start));
  };

  it('carries curl and defers the other languages to a file, one sample for each empty panel', async () => {
    const { html, deferredSamples } = await renderReferenceBody(referenceModel('v2', v2));
    const session = operationHtml(html, 'createClientSession');
    expect(text(session)).toContain('curl --request POST');
    expect(text(session)).not.toContain('import requests');
    const deferred = deferredSamples['operation/createClientSession']!;
    expect(Object.keys(deferred)).toEqual(SNIPPET_TARGETS.map((target) => target.key).filter((key) => key !== 'curl'));
    expect(text(deferred.python!)).toContain('import requests');
    expect(text(deferred.python!)).toContain('python -m pip install requests');
    // Every empty panel has its sample in the file, and the file has nothing else.
    const panels: string[] = [];
    let operation = '';
    for (const match of html.matchAll(/<section class="ref-op[^"]*" id="([^"]+)"|data-deferred="([^"]+)"/g)) {
      if (match[1]) operation = match[1];
      else panels.push(`${operation} ${match[2]}`);
    }
    const samples = Object.entries(deferredSamples).flatMap(([anchor, languages]) => Object.keys(languages).map((language) => `${anchor} ${language}`));
    expect(panels.length).toBeGreaterThan(50);
    expect(panels.sort()).toEqual(samples.sort());
    // The page's stylesheet has the token classes of the deferred samples too.
    const classes = new Set(Object.values(deferred).flatMap((panel) => [...panel.matchAll(/class="(t[0-9a-z]+)"/g)].map((match) => match[1]!)));
    expect(classes.size).toBeGreaterThan(2);
    for (const name of classes) expect(html).toContain(`.api-ref .${name}{`);
  });

  it('shows two levels of a named request body and links the deeper fields to the Schemas section', async () => {
    const { html } = await renderReferenceBody(referenceModel('v2', v2));
    const session = operationHtml(html, 'createClientSession');
    expect(session).toContain('<li><code>order</code>');
    expect(session).toContain('<li><code>shipments</code>');
    expect(session).toContain('href="#schema/ClientSessionRequest/order/shipments"');
    expect(session).not.toContain('<li><code>item_lines</code>');
    // The capture body keeps its three shapes, each with its own fields.
    const capture = operationHtml(html, 'capturePayment');
    expect(capture).toContain('<li><code>priority</code>');
    expect(capture).toContain('<li><code>partner_transaction_id</code>');
  });
});

describe('the reference model', () => {
  it('reads security with scopes, webhooks, response headers and problem responses', () => {
    const model = referenceModel('v2', v2);
    expect(model.tags.map((tag) => tag.name)).toEqual(['Authentication', 'Client sessions', 'Payments', 'Operations', 'Signing keys']);
    const webhook = operationIn(v2, 'receiveWebhook');
    expect(webhook).toMatchObject({ webhook: true, path: 'clientSessionStatusChanged', samples: [] });
    const session = operationIn(v2, 'createClientSession');
    expect(session.security).toEqual([[{ scheme: 'OAuth2', kind: 'OAuth2 client credentials', scopes: ['payment-api'] }]]);
    const payment = operationIn(v2, 'createPayment');
    const conflict = payment.responses.find((response) => response.status === '409')!;
    expect(conflict.contents[0]?.mediaType).toBe('application/problem+json');
    expect(conflict.contents[0]?.schema?.ref).toBe('IdempotencyConflictProblem');
    const capture = operationIn(v2, 'capturePayment');
    expect(capture.responses.find((response) => response.status === '201')?.headers).toMatchObject([{ name: 'x-created-operation-id', required: true }]);
    expect(operationIn(v1, 'v1CreateSession', 'v1').responses.find((response) => response.status === '201')?.headers.map((header) => header.name)).toEqual(['Location']);
    expect(referenceModel('v1', v1).deprecated).toBe(true);
    expect(model.deprecated).toBe(false);
  });
});

describe('code samples', () => {
  it('generates the nine languages from the example request, secrets as placeholders', () => {
    const samples = operationIn(v2, 'createClientSession').samples;
    expect(samples.map((sample) => sample.key)).toEqual(['curl', 'javascript', 'node', 'python', 'go', 'java', 'php', 'csharp', 'ruby']);
    expect(samples.map((sample) => sample.key)).toEqual(SNIPPET_TARGETS.map((target) => target.key));
    const curl = samples[0]!.code;
    expect(curl).toContain('https://api.sandbox.orchestra.example/v2/client-sessions');
    expect(curl).toContain('Bearer <ACCESS_TOKEN>');
    expect(curl).toContain('"amount": 4299');
    expect(samples.find((sample) => sample.key === 'python')?.install).toBe('python -m pip install requests');
  });

  it('fills path and query parameters and sends a header both documented and required once', () => {
    const curl = operationIn(wallet, 'walletListSessionTokens', 'wallet').samples[0]!.code;
    expect(curl).toContain('/wallet/v2/shopper-20260315-0042/sessions/');
    expect(curl).toContain('?vault=true');
    expect(curl.match(/x-merchant-id/g)).toHaveLength(1);
    const token = operationIn(v1, 'v1CreateToken', 'v1').samples[0]!.code;
    expect(token).toContain('https://api.sandbox.orchestra.example/v1/oauth/token');
    expect(token).toContain('--data grant_type=client_credentials');
  });

  it('puts x-codeSamples first', () => {
    const samples = codeSamples({ 'x-codeSamples': [{ lang: 'Python', label: 'Python SDK', source: 'orchestra.payments.get("pay_1")' }] }, { method: 'get', url: 'https://api.example/x', headers: [] });
    expect(samples[0]).toEqual({ key: 'custom-python-sdk', label: 'Python SDK', lang: 'python', code: 'orchestra.payments.get("pay_1")' });
    expect(samples).toHaveLength(1 + SNIPPET_TARGETS.length);
  });
});

describe('build helpers', () => {
  it('renders descriptions as markdown without raw HTML', () => {
    expect(markdownHtml('A **bold** `code` <script>alert(1)</script>')).not.toContain('<script>');
    expect(inlineMarkdownHtml('Use `amount`.')).toBe('Use <code>amount</code>.');
    expect(markdownText('Use **`amount`** in [minor units](https://x.example).')).toBe('Use amount in minor units.');
  });

  it('highlights with one class per token style and a stylesheet for both themes', async () => {
    const highlighter = await createCodeHighlighter();
    const html = highlighter.html('{"amount": 4299}', 'json');
    expect(html).toMatch(/^<pre class="ref-code" tabindex="0" data-language="json"><code>/);
    expect(html).not.toContain('style=');
    expect(highlighter.css()).toContain("html[data-theme='dark'] .api-ref .t0{color:");
  });

  it('keeps the body out of the client build and serves a self-contained spec', async () => {
    const code = pageModuleCode({ api: 'v2', route: '/api-v2', title: 'T', version: '2', specFileName: 'orchestra-v2.yaml' }, '<p>body</p>', {
      spec: '/tmp/x/orchestra-v2.yaml',
      samples: '/tmp/y/orchestra-v2-samples.json',
    });
    expect(code).toContain('const body = import.meta.env.SSR ? "<p>body</p>" : undefined;');
    expect(code).toContain('import specUrl from "/tmp/x/orchestra-v2.yaml?url";');
    expect(code).toContain('import samplesUrl from "/tmp/y/orchestra-v2-samples.json?url";');
    const download = await writeSpecDownload('v2', v2);
    const text = await readFile(download.file, 'utf8');
    expect(text).not.toContain('../examples/');
    expect(parse(text)).toEqual(JSON.parse(JSON.stringify(v2)));
  });

  it('lists operations and schema fields for the search index', () => {
    const entries = referenceSearchEntries('v2', v2);
    expect(entries.find((entry) => entry.anchor === 'operation/createPayment')).toMatchObject({
      type: 'operation',
      title: 'Create a payment',
      url: '/api-v2#operation/createPayment',
      hierarchy: { lvl0: 'Orchestra Orchestration API v2', lvl1: 'Payments', lvl2: 'Create a payment' },
    });
    expect(entries.find((entry) => entry.anchor === 'schema/ClientSessionRequest/order/reference')).toMatchObject({
      type: 'field',
      title: 'order.reference',
      hierarchy: { lvl1: 'Schemas', lvl2: 'ClientSessionRequest', lvl3: 'order.reference' },
    });
    const anchors = new Set(apiAnchors(v2));
    for (const entry of entries) expect(anchors.has(entry.anchor)).toBe(true);
    expect(entries.filter((entry) => entry.type === 'field')).toHaveLength([...schemaFieldPaths(v2).values()].flat().length);
  });
});
