/** The schema registry in the browser, built once from the bundled specs on first use. */
import type { SchemaRegistry } from '../../../schemas/registry.ts';

let created: Promise<SchemaRegistry> | undefined;

export function registry(): Promise<SchemaRegistry> {
  created ??= Promise.all([import('virtual:orchestra/specs'), import('../../../schemas/registry.ts')]).then(
    ([{ default: specs }, { SchemaRegistry }]) => new SchemaRegistry((api) => ({ api, file: `${api}.yaml`, document: specs[api], origins: new WeakMap() })),
  );
  return created;
}
