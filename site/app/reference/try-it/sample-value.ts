/**
 * A small value that fits a schema, for a body shape the spec has no example of: required
 * properties only, filled from `examples`, `const`, `default`, `enum` or the type.
 */
import { derefLocal } from '../../../../schemas/operations.ts';
import { isObject, type JsonObject } from '../../../../schemas/spec-types.ts';

const FORMATS: Record<string, string> = {
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'date-time': '2026-01-01T12:00:00Z',
  date: '2026-01-01',
  uri: 'https://shop.example/',
  email: 'shopper@example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

export function sampleValue(document: JsonObject, raw: unknown, depth = 0): unknown {
  const schema = derefLocal(document, raw);
  if (!isObject(schema) || depth > 12) return null;
  // Siblings of a $ref (an example written next to it) win over the target's.
  const merged: JsonObject = isObject(raw) && raw !== schema ? { ...schema, ...raw, $ref: undefined } : schema;
  if (Array.isArray(merged.examples) && merged.examples.length > 0) return merged.examples[0];
  if ('const' in merged) return merged.const;
  if ('default' in merged) return merged.default;
  if (Array.isArray(merged.enum) && merged.enum.length > 0) return merged.enum[0];
  if (Array.isArray(merged.allOf)) {
    return merged.allOf.reduce<unknown>((value, branch) => {
      const part = sampleValue(document, branch, depth + 1);
      return isObject(value) && isObject(part) ? { ...value, ...part } : part ?? value;
    }, {});
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const first = Array.isArray(merged[key]) ? derefLocal(document, merged[key][0]) : undefined;
    // The first shape, with what the schema says around it (`type: string` + `anyOf: [{ format }]`).
    if (isObject(first) && !isObject(merged.properties)) return sampleValue(document, { ...merged, [key]: undefined, ...first }, depth + 1);
  }
  const type = Array.isArray(merged.type) ? merged.type.find((item) => item !== 'null') : merged.type;
  if (type === 'object' || isObject(merged.properties)) {
    const properties = isObject(merged.properties) ? merged.properties : {};
    const required = Array.isArray(merged.required) ? merged.required.map(String) : [];
    return Object.fromEntries(required.map((name) => [name, sampleValue(document, properties[name], depth + 1)]));
  }
  if (type === 'array') {
    const count = typeof merged.minItems === 'number' ? merged.minItems : 0;
    return Array.from({ length: count }, () => sampleValue(document, merged.items, depth + 1));
  }
  if (type === 'integer' || type === 'number') {
    if (typeof merged.exclusiveMinimum === 'number') return merged.exclusiveMinimum + 1;
    if (typeof merged.minimum === 'number') return merged.minimum;
    return 1;
  }
  if (type === 'boolean') return false;
  if (type === 'string') return (typeof merged.format === 'string' ? FORMATS[merged.format] : undefined) ?? 'string';
  return null;
}
