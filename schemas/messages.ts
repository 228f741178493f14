/**
 * Turns ajv errors into findings a merchant's developer can act on: what is wrong, what is
 * allowed, what was given. `amount must be an integer > 0 in minor units (4299 = 42.99), got 42.99`.
 */
import type { ErrorObject } from 'ajv';
import { isObject, type JsonObject } from './spec-types.ts';

export interface SampleError {
  /** JSON pointer into the sample (RFC 6901), "" for the whole sample. */
  pointer: string;
  /** The JSON Schema keyword that failed, or the semantic rule id. */
  keyword: string;
  message: string;
}

/** Component schemas whose every failure is best explained by what the component means. */
export interface NamedSchemas {
  amount?: object | undefined;
}

const FORMAT_TEXT: Record<string, string> = {
  uuid: 'a UUID (3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e9f0a1b)',
  'date-time': 'an RFC 3339 date-time (2026-03-14T09:30:00Z)',
  date: 'a date in YYYY-MM-DD form',
  uri: 'an absolute URI (https://shop.example/return)',
  email: 'an email address',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  int32: 'a 32-bit integer',
  int64: 'a 64-bit integer',
};

/** Human names of the patterns the specs use for standard formats. */
const PATTERN_TEXT: Array<[RegExp, string]> = [
  [/\\\+\[1-9\]/, 'an E.164 phone number: + then up to 15 digits (+33612345678)'],
  [/^\^\[A-Z\]\{2\}-/, 'an ISO 3166-2 subdivision code (FR-75, US-CA)'],
  [/^\^\[A-Z\]\{2\}\$$/, 'an ISO 3166-1 alpha-2 country code (FR, DE)'],
  [/^\^\[A-Z\]\{3\}\$$/, 'an ISO 4217 currency code (EUR)'],
  [/\[a-zA-Z\]\{2,3\}|\[a-z\]\{2,3\}/, 'a BCP 47 language tag (fr-FR, en)'],
];

export function show(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function appendPointer(base: string, segment: string): string {
  return `${base}/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function lastSegment(pointer: string): string {
  const segment = pointer.split('/').pop() ?? '';
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function fieldName(pointer: string): string {
  if (pointer === '') return 'the body';
  const segment = lastSegment(pointer);
  return /^\d+$/.test(segment) ? `${lastSegment(pointer.slice(0, pointer.lastIndexOf('/')))}[${segment}]` : segment;
}

/** The candidate within two edits of `word`, for "did you mean" hints. */
export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

function typeText(type: unknown, schema: JsonObject | undefined): string {
  const types = Array.isArray(type) ? type : [type];
  const words = types.map((item) =>
    item === 'integer' ? 'an integer' : item === 'array' ? 'an array' : item === 'object' ? 'an object' : item === 'null' ? 'null' : `a ${String(item)}`,
  );
  const bounds = schema ? boundsText(schema) : '';
  return `${words.join(' or ')}${bounds}`;
}

function boundsText(schema: JsonObject): string {
  const parts: string[] = [];
  if (typeof schema.exclusiveMinimum === 'number') parts.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.minimum === 'number') parts.push(`≥ ${schema.minimum}`);
  if (typeof schema.exclusiveMaximum === 'number') parts.push(`< ${schema.exclusiveMaximum}`);
  if (typeof schema.maximum === 'number') parts.push(`≤ ${schema.maximum}`);
  return parts.length ? ` ${parts.join(' and ')}` : '';
}

function propertyNames(schema: JsonObject | undefined): string[] {
  return schema && isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

export function describeError(error: ErrorObject, named: NamedSchemas): SampleError {
  const parent = isObject(error.parentSchema) ? error.parentSchema : undefined;
  const pointer = error.instancePath;
  const name = fieldName(pointer);
  const got = `, got ${show(error.data)}`;
  const params = error.params as Record<string, unknown>;

  if (typeof params.rule === 'string') return { pointer, keyword: error.keyword, message: error.message ?? params.rule };
  if (named.amount && parent === named.amount) {
    return { pointer, keyword: error.keyword, message: `${name} must be an integer > 0 in minor units (4299 = 42.99)${got}` };
  }
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const required = Array.isArray(parent?.required) ? (parent.required as string[]) : [];
      const where = pointer === '' ? 'the body' : name;
      return {
        pointer: appendPointer(pointer, missing),
        keyword: 'required',
        message: `${missing} is required in ${where} (required: ${required.join(', ')})`,
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const extra = String(params.additionalProperty ?? params.unevaluatedProperty);
      const allowed = propertyNames(parent);
      const suggestion = closest(extra, allowed);
      return {
        pointer: appendPointer(pointer, extra),
        keyword: error.keyword,
        message:
          `unknown property ${extra} in ${pointer === '' ? 'the body' : name}` +
          (suggestion ? ` (did you mean ${suggestion}?)` : '') +
          (allowed.length ? `. Allowed: ${allowed.join(', ')}` : '. No properties are allowed here'),
      };
    }
    case 'type':
      return { pointer, keyword: 'type', message: `${name} must be ${typeText(params.type, parent)}${got}` };
    case 'enum': {
      const values = (params.allowedValues as unknown[]).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
      // Long lists (249 country codes) would drown the message: name the list by its description.
      const allowed =
        values.length > 12
          ? `one of the ${values.length} allowed values (${values.slice(0, 3).join(', ')} … ${values.at(-1)})${typeof parent?.description === 'string' ? `: ${parent.description.split('\n')[0]!.replace(/\.$/, '')}` : ''}`
          : `one of ${values.join(', ')}`;
      return { pointer, keyword: 'enum', message: `${name} must be ${allowed}${got}` };
    }
    case 'const':
      return { pointer, keyword: 'const', message: `${name} must be ${show(params.allowedValue)}${got}` };
    case 'format': {
      const format = String(params.format);
      return { pointer, keyword: 'format', message: `${name} must be ${FORMAT_TEXT[format] ?? `in ${format} format`}${got}` };
    }
    case 'pattern': {
      const pattern = String(params.pattern);
      const text = PATTERN_TEXT.find(([test]) => test.test(pattern))?.[1] ?? `a string matching /${pattern}/`;
      return { pointer, keyword: 'pattern', message: `${name} must be ${text}${got}` };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const symbol = { minimum: '≥', maximum: '≤', exclusiveMinimum: '>', exclusiveMaximum: '<' }[error.keyword];
      return { pointer, keyword: error.keyword, message: `${name} must be ${symbol} ${String(params.limit)}${got}` };
    }
    case 'minItems':
    case 'maxItems': {
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most';
      const count = Array.isArray(error.data) ? error.data.length : 0;
      return { pointer, keyword: error.keyword, message: `${name} must hold ${bound} ${String(params.limit)} item(s), got ${count}` };
    }
    case 'minLength':
    case 'maxLength': {
      const bound = error.keyword === 'minLength' ? 'at least' : 'at most';
      return { pointer, keyword: error.keyword, message: `${name} must be ${bound} ${String(params.limit)} character(s) long${got}` };
    }
    case 'minProperties':
    case 'maxProperties':
      return { pointer, keyword: error.keyword, message: `${name} ${error.message ?? 'has the wrong number of properties'}` };
    case 'uniqueItems':
      return { pointer, keyword: 'uniqueItems', message: `${name} must not repeat items (items ${String(params.j)} and ${String(params.i)} are equal)` };
    case 'not':
      return { pointer, keyword: 'not', message: `${name} has a combination of fields that is not allowed` };
    default:
      return { pointer, keyword: error.keyword, message: error.message ? `${name} ${error.message}` : `${name} is invalid` };
  }
}
