/** The three specs are valid OpenAPI 3.1, complete in their examples, and every example is valid. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { API_NAMES, getApiModel, getRegistry, type ApiName } from './index.ts';
import { specFile } from './spec-loader.ts';

const annotationOf = (api: ApiName, method: string, path: string) => `${api} ${method.toUpperCase()} ${path}`;

describe.each(API_NAMES)('%s spec', (api) => {
  const model = getApiModel(api);

  it('passes swagger-parser validation as OpenAPI 3.1', async () => {
    const document = (await SwaggerParser.validate(specFile(api))) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('names only .example hosts in its servers', () => {
    const servers = model.spec.document.servers as Array<{ url: string }>;
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(new URL(server.url).hostname).toMatch(/\.example$/);
  });

  it('gives every operation a camelCase operationId, a summary, a tag and security', () => {
    for (const operation of model.operations) {
      expect(operation.operationId, `${operation.method} ${operation.path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.node.summary).toBeTruthy();
      expect((operation.node.tags as string[] | undefined)?.length).toBeGreaterThan(0);
      expect(operation.node.security ?? model.spec.document.security).toBeDefined();
    }
  });

  it('compiles every component schema in ajv strict mode', () => {
    for (const [name, ref] of Object.entries(model.componentRefs)) {
      expect(() => getRegistry().validatorFor(api, ref), name).not.toThrow();
    }
  });

  it('has an example for every request body and every documented response body', () => {
    const missing: string[] = [];
    for (const operation of model.operations) {
      const where = annotationOf(api, operation.method, operation.path);
      if (operation.requestBody?.schema && Object.keys(operation.requestBody.examples).length === 0) missing.push(`${where} request`);
      for (const [status, body] of operation.responses) {
        if (body?.schema && Object.keys(body.examples).length === 0) missing.push(`${where} response ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has only valid examples', () => {
    const invalid: Array<{ where: string; errors: unknown }> = [];
    let count = 0;
    for (const operation of model.operations) {
      const where = annotationOf(api, operation.method, operation.path);
      const bodies = [
        ['request', operation.requestBody] as const,
        ...[...operation.responses].map(([status, body]) => [`response ${status}`, body] as const),
      ];
      for (const [label, body] of bodies) {
        for (const [name, example] of Object.entries(body?.examples ?? {})) {
          count++;
          expect(example, `${where} ${label} ${name} has a value`).toHaveProperty('value');
          const errors = getRegistry().validate(api, body!.schema!, example.value);
          if (errors.length) invalid.push({ where: `${where} ${label} (${name})`, errors });
        }
      }
    }
    expect(invalid).toEqual([]);
    expect(count).toBeGreaterThan(5);
  });
});

describe('across the specs', () => {
  it('keeps operationIds unique', () => {
    const ids = API_NAMES.flatMap((api) => getApiModel(api).operations.map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks v1 as version 1.1 with every operation deprecated', () => {
    const v1 = getApiModel('v1');
    expect((v1.spec.document.info as { version: string }).version).toBe('1.1');
    expect(v1.operations.length).toBeGreaterThan(10);
    for (const operation of v1.operations) expect(operation.deprecated, operation.operationId).toBe(true);
  });

  it('covers every v2 operation of seed §7', () => {
    const v2 = getApiModel('v2').operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(v2.sort()).toEqual(
      [
        'POST /oauth/token',
        'GET /v2/signing-jwks',
        'POST /v2/client-sessions',
        'GET /v2/client-sessions/{id}',
        'POST /v2/client-sessions/{id}/abort',
        'GET /v2/payments/{id}',
        'POST /v2/payments/{id}/captures',
        'POST /v2/payments/{id}/refunds',
        'POST /v2/payments/{id}/voids',
        'POST /v2/payments',
      ].sort(),
    );
  });

  it('documents the 409 idempotency conflicts with resource_id and the created-operation header', () => {
    const v2 = getApiModel('v2');
    for (const id of ['capturePayment', 'refundPayment', 'voidPayment', 'createPayment']) {
      const operation = v2.operations.find((candidate) => candidate.operationId === id)!;
      const conflict = operation.responses.get('409');
      expect(conflict?.mediaType, id).toBe('application/problem+json');
      const example = Object.values(conflict!.examples)[0]!.value as { resource_id?: string };
      expect(example.resource_id, id).toBeTruthy();
      expect(getRegistry().validate('v2', conflict!.schema!, { title: 'Conflict', status: 409 })[0]).toMatchObject({ pointer: '/resource_id', keyword: 'required' });
    }
    const capture = v2.operations.find((candidate) => candidate.operationId === 'capturePayment')!;
    const responses = capture.node.responses as Record<string, { $ref?: string }>;
    expect(JSON.stringify(v2.spec.document.components)).toContain('x-created-operation-id');
    expect(responses['201']?.$ref).toBe('#/components/responses/OperationCreatedCapture');
  });
});
