import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../../schemas/index.ts';
import { loadSpec } from '../../../../schemas/spec-loader.ts';
import { documentedResponse, findOperation } from './operation.ts';
import { sampleValue } from './sample-value.ts';
import { basicCredentials, tokenEndpoint } from './transport.ts';

const v2 = loadSpec('v2').document;
const wallet = loadSpec('wallet').document;

describe('the try-it operation model', () => {
  it('reads the body shapes, examples, servers and security of the capture call', () => {
    const capture = findOperation(v2, 'capturePayment')!;
    expect(capture).toMatchObject({ method: 'post', path: '/v2/payments/{id}/captures' });
    expect(capture.servers.map((server) => server.url)).toEqual(['https://api.sandbox.orchestra.example', 'https://api.orchestra.example']);
    expect(capture.body?.variants.map((variant) => variant.label)).toEqual(['Amount only', 'Amount with priority', 'Amount with partner transaction']);
    expect(capture.body?.examples).toHaveLength(3);
    expect(capture.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true, example: 'pay_8Qm2XkT4vN7rLp3a' })]);
    expect(capture.security).toEqual([[expect.objectContaining({ name: 'OAuth2', scopes: ['orchestration-api'] })]]);
    expect(documentedResponse(capture, 201)?.response.headers).toEqual([expect.objectContaining({ name: 'x-created-operation-id', required: true })]);
    expect(documentedResponse(capture, 418)).toBeUndefined();
  });

  it('keeps the wallet parameters and both security alternatives with x-merchant-id', () => {
    const list = findOperation(wallet, 'walletListSessionTokens')!;
    expect(list.parameters.map((parameter) => `${parameter.in}:${parameter.name}=${parameter.example}`)).toContain('query:vault=true');
    expect(list.security.map((alternative) => alternative.map((use) => use.name))).toEqual([
      ['oauth2', 'merchantId'],
      ['apiKey', 'merchantId'],
    ]);
  });

  it('makes a valid starting value for a shape without an example', () => {
    const registry = getRegistry();
    for (const name of ['OperationWithPriority', 'OperationWithPartnerTransaction', 'ClientSessionRequest', 'CreatePaymentRequest']) {
      const schema = { $ref: `#/components/schemas/${name}` };
      expect(registry.validate('v2', schema, sampleValue(v2, schema)), name).toEqual([]);
    }
  });
});

describe('transport helpers', () => {
  it('takes the token endpoint from the scheme, on the chosen server', () => {
    expect(tokenEndpoint('https://api.sandbox.orchestra.example/v1/oauth/token', 'http://localhost:4010/v1')).toBe('http://localhost:4010/v1/oauth/token');
    expect(tokenEndpoint('https://api.sandbox.orchestra.example/oauth/token', 'https://api.orchestra.example/wallet')).toBe('https://api.orchestra.example/oauth/token');
  });

  it('encodes basic credentials as UTF-8', () => {
    expect(basicCredentials('sandbox-client', 'sandbox-secret')).toBe(`Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}`);
    expect(basicCredentials('é', 'ü')).toBe(`Basic ${Buffer.from('é:ü').toString('base64')}`);
  });
});
