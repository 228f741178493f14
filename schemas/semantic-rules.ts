/**
 * Cross-field rules of seed §5 that JSON Schema cannot say. Each rule is attached to the
 * component schemas it governs (see `RULES_BY_SCHEMA`), runs wherever that component is used,
 * and reports findings in the same shape as a JSON Schema error: a pointer relative to the
 * validated object, the rule id as keyword, and a message for a merchant's developer.
 */
import { isObject, type ApiName, type JsonObject } from './spec-types.ts';

export interface RuleFinding {
  /** JSON pointer relative to the object the rule ran on. */
  pointer: string;
  message: string;
}

export interface SemanticRule {
  id: string;
  description: string;
  check(value: JsonObject): RuleFinding[];
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

export const orderNetAmountCoversAmount: SemanticRule = {
  id: 'orderNetAmountCoversAmount',
  description: 'order.net_amount, when given, is at least the payment amount (seed §5).',
  check(value) {
    const order = value.order;
    if (!isObject(order) || !isInteger(order.net_amount) || !isInteger(value.amount)) return [];
    if (order.net_amount >= value.amount) return [];
    return [
      {
        pointer: '/order/net_amount',
        message: `order.net_amount must be at least the payment amount ${value.amount}, got ${order.net_amount}`,
      },
    ];
  },
};

function itemLines(order: JsonObject): JsonObject[] {
  const shipments = Array.isArray(order.shipments) ? order.shipments : [];
  return shipments.flatMap((shipment) =>
    isObject(shipment) && Array.isArray(shipment.item_lines) ? shipment.item_lines.filter(isObject) : [],
  );
}

export const itemLineSumsMatchOrder: SemanticRule = {
  id: 'itemLineSumsMatchOrder',
  description:
    'When item lines give tax_amount (or discount_amount), their sum over every shipment equals the order-level value (seed §5).',
  check(order) {
    const findings: RuleFinding[] = [];
    const lines = itemLines(order);
    for (const field of ['tax_amount', 'discount_amount'] as const) {
      const orderValue = order[field];
      const given = lines.map((line) => line[field]).filter(isInteger);
      if (!isInteger(orderValue) || given.length === 0) continue;
      const sum = given.reduce((total, amount) => total + amount, 0);
      if (sum !== orderValue) {
        findings.push({
          pointer: `/${field}`,
          message: `order ${field} must equal the sum of the item lines' ${field} (${given.join(' + ')} = ${sum}), got ${orderValue}`,
        });
      }
    }
    return findings;
  },
};

export const futureUsageNeedsMerchantChallenge: SemanticRule = {
  id: 'futureUsageNeedsMerchantChallenge',
  description:
    'With allow_future_usage true, a card 3DS challenge_indicator must be CHALLENGE_REQUESTED_BY_MERCHANT (seed §5).',
  check(value) {
    const options = value.three_ds_authentication_options;
    if (value.allow_future_usage !== true || !isObject(options)) return [];
    const indicator = options.challenge_indicator;
    if (indicator === undefined || indicator === 'CHALLENGE_REQUESTED_BY_MERCHANT') return [];
    return [
      {
        pointer: '/three_ds_authentication_options/challenge_indicator',
        message: `challenge_indicator must be CHALLENGE_REQUESTED_BY_MERCHANT when allow_future_usage is true (the card is stored for later payments), got ${JSON.stringify(indicator)}`,
      },
    ];
  },
};

export const SEMANTIC_RULES: Record<string, SemanticRule> = Object.fromEntries(
  [orderNetAmountCoversAmount, itemLineSumsMatchOrder, futureUsageNeedsMerchantChallenge].map((rule) => [rule.id, rule]),
);

/** Which component schema of which API carries which rules. */
export const RULES_BY_SCHEMA: Partial<Record<ApiName, Record<string, string[]>>> = {
  v2: {
    ClientSessionRequest: [orderNetAmountCoversAmount.id, futureUsageNeedsMerchantChallenge.id],
    CreatePaymentRequest: [orderNetAmountCoversAmount.id],
    Order: [itemLineSumsMatchOrder.id],
  },
};
