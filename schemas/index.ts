/**
 * The one validation entry point shared by the checker, the tests and Node tools:
 * `validateSample("v2 POST /v2/client-sessions request", body)` → `[]` or errors with a JSON
 * pointer, the failing keyword and a message for a merchant's developer. Specs are read from
 * `specs/` on first use; the browser builds its own registry from bundled specs (registry.ts).
 */
import { resolveTarget as resolveWith, SchemaRegistry, validateWith, type ApiModel, type TargetResolution } from './registry.ts';
import type { SampleError } from './messages.ts';
import { loadSpec, REPO_ROOT } from './spec-loader.ts';
import type { ApiName } from './spec-types.ts';

export type { SampleError } from './messages.ts';
export type { Operation } from './operations.ts';
export type { SampleTarget } from './annotation.ts';
export type { ApiModel, TargetResolution } from './registry.ts';
export { parseAnnotation } from './annotation.ts';
export { SchemaRegistry } from './registry.ts';
export { API_NAMES, isApiName, type ApiName, type LoadedSpec } from './spec-types.ts';

/** A registry reading the specs of the repository at `root`. */
export function createFileRegistry(root = REPO_ROOT): SchemaRegistry {
  return new SchemaRegistry((api) => loadSpec(api, root));
}

const defaultRegistry = createFileRegistry();

export function getRegistry(): SchemaRegistry {
  return defaultRegistry;
}

export function getApiModel(api: ApiName, registry = defaultRegistry): ApiModel {
  return registry.model(api);
}

/** Works out which schema an annotation names, or why it names none. Never throws. */
export function resolveTarget(annotation: string, registry = defaultRegistry): TargetResolution {
  return resolveWith(annotation, registry);
}

export function validateSample(annotation: string, value: unknown, registry = defaultRegistry): SampleError[] {
  return validateWith(registry, annotation, value);
}
