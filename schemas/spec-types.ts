/** Types and helpers shared by every consumer of the specs, in Node and in the browser. */
export const API_NAMES = ['v1', 'v2', 'wallet'] as const;
export type ApiName = (typeof API_NAMES)[number];

export function isApiName(value: string): value is ApiName {
  return (API_NAMES as readonly string[]).includes(value);
}

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface LoadedSpec {
  api: ApiName;
  /** Where the spec came from: an absolute path in Node, a URL or label in the browser. */
  file: string;
  /** The OpenAPI document with every external `$ref` (the example files) inlined. */
  document: JsonObject;
  /** Inlined objects mapped to the file they came from, so a diagnostic can point into it. */
  origins: WeakMap<object, string>;
}

/** Supplies a spec by API name: read from disk in Node, from a bundled module in the browser. */
export type SpecSource = (api: ApiName) => LoadedSpec;
