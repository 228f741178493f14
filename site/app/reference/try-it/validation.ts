/**
 * ajv validation in the browser with the checker's registry (same messages as `docs check`):
 * the request before it is sent, the response against the schema documented for its status.
 */
import specs from 'virtual:orchestra/specs';
import type { SampleError } from '../../../../schemas/messages.ts';
import { SchemaRegistry } from '../../../../schemas/registry.ts';
import { isObject, type ApiName, type JsonObject } from '../../../../schemas/spec-types.ts';
import { derefLocal } from '../../../../schemas/operations.ts';
import { documentedResponse, type TryItOperation } from './operation.ts';
import type { IncomingResponse } from './transport.ts';

const registry = new SchemaRegistry((api) => ({ api, file: `${api}.yaml`, document: specs[api], origins: new WeakMap() }));

export const specDocument = (api: ApiName): JsonObject => specs[api];

export function validate(api: ApiName, schema: JsonObject, value: unknown): SampleError[] {
  return registry.validate(api, schema, value);
}

/** Parameters are text in the URL: read them as the type their schema says before validating. */
export function parameterValue(api: ApiName, schema: JsonObject | undefined, text: string): unknown {
  const resolved = derefLocal(specs[api], schema);
  const type = isObject(resolved) ? resolved.type : undefined;
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

export interface ResponseCheck {
  /** The documented status key it was checked against (`201`, `4XX`, `default`), if any. */
  documented?: string;
  mediaType?: string;
  errors: string[];
}

export function checkResponse(api: ApiName, operation: TryItOperation, response: IncomingResponse): ResponseCheck {
  const found = documentedResponse(operation, response.status);
  if (!found) return { errors: [`Status ${response.status} is not documented for this operation.`] };
  const errors: string[] = [];
  for (const header of found.response.headers) {
    const value = response.headers[header.name];
    if (value === undefined) {
      if (header.required) errors.push(`The documented header ${header.name} is missing.`);
    } else if (header.schema) {
      for (const error of validate(api, header.schema, value)) errors.push(`Header ${header.name}: ${error.message}`);
    }
  }
  const mediaTypes = Object.keys(found.response.content);
  if (mediaTypes.length === 0) {
    if (response.body.trim() !== '') errors.push('The response has a body, but the documented response has none.');
    return { documented: found.key, errors };
  }
  const received = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const mediaType = mediaTypes.find((type) => type === received) ?? (received === '' ? mediaTypes[0] : undefined);
  if (!mediaType) {
    errors.push(`Content type ${received} is not documented for ${found.key} (documented: ${mediaTypes.join(', ')}).`);
    return { documented: found.key, errors };
  }
  const schema = found.response.content[mediaType];
  if (schema && /json/.test(mediaType)) {
    let value: unknown;
    try {
      value = JSON.parse(response.body);
    } catch {
      errors.push(`The body is not valid JSON, but ${mediaType} is documented.`);
      return { documented: found.key, mediaType, errors };
    }
    for (const error of validate(api, schema, value)) errors.push(`${error.pointer || '(body)'}: ${error.message}`);
  }
  return { documented: found.key, mediaType, errors };
}
