/**
 * Imports a TypeScript module written by the site's authors (content/sidebars.ts, docs.config.ts)
 * whether the CLI runs compiled or through tsx: esbuild bundles it with its relative imports into
 * a module named by its code's hash, so a changed file (or a changed import of it) is a new module
 * and watch mode reads the new version.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPILED_ROOT, NODE_BUNDLE } from './compile.mjs';
import { hashText } from './engine/text.ts';

const MODULES_DIR = join(COMPILED_ROOT, 'modules');

/** Thrown when the file does not compile; `location` is `file:line:column` of the first error. */
export class TypeScriptLoadError extends Error {
  constructor(
    message: string,
    readonly location: string | undefined,
  ) {
    super(message);
  }
}

export async function importTypeScript(file: string): Promise<Record<string, unknown>> {
  const { build } = await import('esbuild');
  let code: string;
  try {
    const result = await build({ ...NODE_BUNDLE, entryPoints: [file], write: false });
    code = result.outputFiles[0]!.text;
  } catch (caught) {
    const first = (caught as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
    if (!first) throw caught;
    // esbuild's columns count from 0; ours (DESIGN.md diagnostics) from 1.
    const location = first.location ? `${resolve(first.location.file)}:${first.location.line}:${first.location.column + 1}` : undefined;
    throw new TypeScriptLoadError(first.text, location);
  }
  const module = join(MODULES_DIR, `${hashText(code)}.mjs`);
  if (!existsSync(module)) {
    mkdirSync(MODULES_DIR, { recursive: true });
    // Written aside then renamed: a concurrent run never imports half a module.
    writeFileSync(`${module}.${process.pid}`, code);
    renameSync(`${module}.${process.pid}`, module);
  }
  return (await import(pathToFileURL(module).href)) as Record<string, unknown>;
}
