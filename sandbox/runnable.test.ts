/** Runnable fences chained through placeholders, run against the sandbox core in process. */
import { describe, expect, it } from 'vitest';
import { getRegistry } from '../schemas/index.ts';
import { createSandbox } from './index.ts';
import { runnableFence, type FenceAttributes } from './run-fence.ts';
import { runFence, substituteJson, type RunContext, type StepOutcome } from './runnable.ts';
import { SANDBOX_RUN_CREDENTIALS, TokenCache } from './runnable-auth.ts';

const attrs = (entries: Record<string, string | true>): FenceAttributes => new Map(Object.entries(entries));

function context(): RunContext {
  const sandbox = createSandbox({ registry: getRegistry() });
  return { send: (request) => sandbox.handle(request), registry: getRegistry(), credentials: SANDBOX_RUN_CREDENTIALS, tokens: new TokenCache(), origin: '' };
}

async function run(lang: string, meta: Record<string, string | true>, value: string, outcomes: Map<string, StepOutcome>, ctx: RunContext) {
  const parsed = runnableFence(lang, value, attrs(meta));
  if (!parsed.ok) throw new Error(parsed.message);
  return runFence(parsed.fence, outcomes, ctx);
}

const SESSION = JSON.stringify({
  entity_id: '7c1e2d4a-5b6f-4a8e-9d3c-1f2e3a4b5c6d',
  amount: 4299,
  currency: 'EUR',
  order: { reference: 'ORD-RUN-1', net_amount: 4299 },
  shopper_redirection_url: 'https://shop.example/return',
});

describe('runnable fences', () => {
  it('runs a whole payment: session, shopper pays, payment read, partial capture', async () => {
    const ctx = context();
    const outcomes = new Map<string, StepOutcome>();
    const session = await run('json', { run: true, sample: 'v2 POST /v2/client-sessions request', id: 'session' }, SESSION, outcomes, ctx);
    expect(session.problems).toEqual([]);
    expect(session.response.status).toBe(201);
    const pay = await run(
      'json',
      { run: 'POST /sandbox/entities/7c1e2d4a-5b6f-4a8e-9d3c-1f2e3a4b5c6d/sessions/{{session.body.id}}/pay', nocheck: 'sandbox-only', id: 'pay' },
      JSON.stringify({ partner: 'stripe', method: 'credit-card', card: { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' } }),
      outcomes,
      ctx,
    );
    expect(pay.problems).toEqual([]);
    const payment = await run('json', { run: true, sample: 'v2 GET /v2/payments/{{pay.body.payment_id}} response 200', id: 'payment' }, '{}', outcomes, ctx);
    expect(payment.problems).toEqual([]);
    expect((payment.json as { amounts: { total_authorized: number } }).amounts.total_authorized).toBe(4299);
    const capture = await run(
      'json',
      { run: true, sample: 'v2 POST /v2/payments/{{pay.body.payment_id}}/captures request', id: 'capture' },
      '{ "amount": "{{payment.body.amounts.available_to_capture}}", "merchant_reference": "SHIP-1" }',
      outcomes,
      ctx,
    );
    expect(capture.problems).toEqual([]);
    expect(capture.response.headers['x-created-operation-id']).toMatch(/^cap_/);
    // The placeholder filled a number, not a string.
    expect(JSON.parse(capture.request.body!).amount).toBe(4299);
  });

  it('reports a status other than the promised one, and a body that breaks its schema', async () => {
    const ctx = context();
    const outcomes = new Map<string, StepOutcome>();
    const wrong = await run('json', { run: true, sample: 'v2 GET /v2/payments/pay_doesnotexist response 200' }, '{}', outcomes, ctx);
    expect(wrong.response.status).toBe(404);
    expect(wrong.problems[0]).toMatch(/^answered 404, the docs promise 200/);
    const expected404 = await run('json', { run: true, sample: 'v2 GET /v2/payments/pay_doesnotexist response 404' }, '{}', outcomes, ctx);
    expect(expected404.problems).toEqual([]);
  });

  it('refuses template paths and unknown step names with a clear message', async () => {
    expect(runnableFence('json', '{}', attrs({ run: true, sample: 'v2 GET /v2/payments/{id} response 200' }))).toMatchObject({ ok: false, message: expect.stringContaining('path template') });
    expect(runnableFence('bash', 'curl x', attrs({ run: true }))).toMatchObject({ ok: false });
    expect(() => substituteJson('{"a":"{{nobody.body.id}}"}', new Map())).toThrow(/no earlier step with id="nobody"/);
  });

  it('sends the token request form-encoded although the docs write it as JSON', async () => {
    const ctx = context();
    const token = await run('json', { run: true, sample: 'v2 POST /oauth/token request', id: 'token' }, '{ "grant_type": "client_credentials" }', new Map(), ctx);
    expect(token.request.headers!['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token.request.body).toBe('grant_type=client_credentials');
    expect(token.request.headers!.authorization).toMatch(/^Basic /);
    expect(token.problems).toEqual([]);
  });
});
