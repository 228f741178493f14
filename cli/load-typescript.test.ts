import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importTypeScript, TypeScriptLoadError } from './load-typescript.ts';

const root = mkdtempSync(join(tmpdir(), 'docs-load-ts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('importTypeScript', () => {
  it('imports a module with its relative imports and packages, and the new version after a change', async () => {
    writeFileSync(join(root, 'labels.ts'), "export const label: string = 'Understand';\n");
    writeFileSync(
      join(root, 'sidebars.ts'),
      "import { z } from 'zod';\nimport { label } from './labels.ts';\nexport default { docs: [z.string().parse(label)], here: import.meta.url };\n",
    );
    const first = await importTypeScript(join(root, 'sidebars.ts'));
    // import.meta.url is the file's own, not the compiled copy's.
    expect(first.default).toEqual({ docs: ['Understand'], here: `file://${join(root, 'sidebars.ts')}` });

    writeFileSync(join(root, 'labels.ts'), "export const label: string = 'Integrate';\n");
    expect((await importTypeScript(join(root, 'sidebars.ts'))).default).toMatchObject({ docs: ['Integrate'] });
  });

  it('says where a file does not compile, with a 1-based column', async () => {
    const file = join(root, 'broken.ts');
    writeFileSync(file, "export default {\n  docs: ['index',,, }\n");
    const failure = await importTypeScript(file).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(failure).toBeInstanceOf(TypeScriptLoadError);
    expect((failure as TypeScriptLoadError).location).toBe(`${file}:2:21`);
    expect((failure as TypeScriptLoadError).message).toBe(`Unexpected "}"`);
  });
});
