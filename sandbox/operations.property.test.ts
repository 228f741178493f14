import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overviewTag, type Amounts } from './amounts.ts';
import { createTestSandbox, serverPayment } from './test-helpers.ts';

type Kind = 'capture' | 'refund' | 'void';
const PATH: Record<Kind, string> = { capture: 'captures', refund: 'refunds', void: 'voids' };

interface Step {
  kind: Kind;
  /** undefined: no body (allowed for refunds and voids); otherwise the body's amount, valid or not. */
  amount: number | undefined;
  reference: string | undefined;
}

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom<Kind>('capture', 'refund', 'void'),
  amount: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 12_000 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(0, -50, 12.5) },
  ),
  reference: fc.option(fc.constantFrom('R1', 'R2', 'R3'), { nil: undefined }),
});


interface PaymentJson {
  amounts: Amounts;
  overview: Record<string, string>;
  authorization: { partner_transactions: Array<{ remaining_amount: number }> };
  captures: Array<{ status: string; amount: number; partner_transactions: Array<{ remaining_amount: number }> }>;
  refunds: Array<{ status: string; amount: number }>;
  voids: Array<{ status: string; amount: number }>;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function checkInvariants(payment: PaymentJson): void {
  const a = payment.amounts;
  for (const [name, value] of Object.entries(a)) expect(value, name).toBeGreaterThanOrEqual(0);
  expect(a.total_captured).toBeLessThanOrEqual(a.total_authorized);
  expect(a.available_to_refund).toBe(a.total_captured - a.total_refunded);
  expect(a.available_to_capture).toBe(a.total_authorized - a.total_captured - a.total_voided);
  expect(a.available_to_void).toBe(a.available_to_capture);
  expect(payment.overview).toEqual({
    consumed: overviewTag(a.total_captured + a.total_voided, a.total_authorized),
    captured: overviewTag(a.total_captured, a.total_authorized),
    voided: overviewTag(a.total_voided, a.total_authorized),
    refunded: overviewTag(a.total_refunded, a.total_captured),
  });
  // The running totals are the sums of the successful operations, and the partner transactions'
  // remaining amounts add up to what is still available.
  const succeeded = (operations: Array<{ status: string; amount: number }>) => sum(operations.filter((o) => o.status === 'SUCCESS').map((o) => o.amount));
  expect(succeeded(payment.captures)).toBe(a.total_captured);
  expect(succeeded(payment.refunds)).toBe(a.total_refunded);
  expect(succeeded(payment.voids)).toBe(a.total_voided);
  expect(sum(payment.authorization.partner_transactions.map((ptx) => ptx.remaining_amount))).toBe(a.available_to_capture);
  expect(sum(payment.captures.flatMap((capture) => capture.partner_transactions.map((ptx) => ptx.remaining_amount)))).toBe(a.available_to_refund);
}

describe('random sequences of captures, refunds and voids', () => {
  it('keep the running amounts and overview consistent, and apply exactly what a model predicts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), fc.boolean(), async (steps, split) => {
        const sandbox = createTestSandbox();
        const auth = await sandbox.bearer();
        const created = await serverPayment(sandbox, auth, {
          amount: 10_000,
          ...(split ? { split: [{ partner: 'illicado', method: 'giftcard', amount: 3000 }, { partner: 'stripe', method: 'credit-card' }] } : {}),
        });
        const url = `/v2/payments/${created.json.id}`;
        const model = { authorized: 10_000, captured: 0, refunded: 0, voided: 0 };
        const references: Record<Kind, Map<string, string>> = { capture: new Map(), refund: new Map(), void: new Map() };

        for (const { kind, amount, reference } of steps) {
          const body = amount === undefined ? undefined : { amount, ...(reference ? { merchant_reference: reference } : {}) };
          const response = await sandbox.call('POST', `${url}/${PATH[kind]}`, { headers: auth, ...(body ? { json: body } : {}) });
          const available = kind === 'refund' ? model.captured - model.refunded : model.authorized - model.captured - model.voided;
          const applied = amount ?? available;
          const earlier = body && reference ? references[kind].get(reference) : undefined;

          if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) {
            expect(response.status, 'schema rejects the amount').toBe(400);
            expect(response.json.errors[0].pointer).toBe('/amount');
          } else if (amount === undefined && kind === 'capture') {
            expect(response.status, 'a capture needs a body').toBe(400);
          } else if (earlier) {
            expect(response.status).toBe(409);
            expect(response.json.resource_id).toBe(earlier);
          } else if (applied > available || applied === 0) {
            expect(response.status).toBe(400);
            if (amount !== undefined) expect(response.json.errors).toEqual([{ pointer: '/amount', detail: `amount ${amount} exceeds available_to_${kind} ${available}` }]);
          } else {
            expect(response.status).toBe(201);
            const id = response.headers['x-created-operation-id']!;
            if (body && reference) references[kind].set(reference, id);
            if (kind === 'capture') model.captured += applied;
            if (kind === 'refund') model.refunded += applied;
            if (kind === 'void') model.voided += applied;
          }
          const payment = (await sandbox.call('GET', url, { headers: { ...auth, 'cache-control': 'max-age=3600' } })).json as PaymentJson;
          checkInvariants(payment);
          expect(payment.amounts).toMatchObject({ total_captured: model.captured, total_refunded: model.refunded, total_voided: model.voided });
        }
      }),
      { numRuns: 60 },
    );
  });
});
