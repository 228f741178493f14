/**
 * The repository root and the spec files, as schemas/spec-loader.ts defines them, without
 * loading the YAML parser that module needs: a warm check must not pay for modules it does not use.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiName } from '../../schemas/spec-types.ts';

/** Two levels above this file, whatever the working directory is. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const specPath = (api: ApiName, root: string) => join(root, 'specs', `${api}.yaml`);
