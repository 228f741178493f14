// The `docs` command runs from a compiled copy of its TypeScript (cli/main.ts and the two worker
// threads' entries), bundled by esbuild into node_modules/.cache/orchestra-cli and rebuilt when a
// source changes. Through tsx's loader every module is resolved and transformed on a hooks thread,
// one round trip per module and one hooks thread per worker: on two cores that was about a third of
// a cold check and half of a warm one. Plain JavaScript here: it runs before any TypeScript can.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const COMPILED_ROOT = join(REPO_ROOT, 'node_modules', '.cache', 'orchestra-cli');
const ENTRY_POINTS = ['cli/main.ts', 'cli/engine/worker.ts', 'cli/engine/spec-worker.ts'];
/**
 * Older builds are removed once this old (a running `docs dev` may still load chunks of the build
 * it started from), beyond the newest few; so are compiled authors' modules (load-typescript.ts).
 */
const STALE_MS = 60 * 60 * 1000;
const KEPT_BUILDS = 3;

/**
 * Modules keep their own location: `import.meta.url` and `import.meta.dirname` are replaced by
 * the source file's, so paths computed from them are the same compiled or not.
 */
export const keepImportMeta = {
  name: 'keep-import-meta',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onLoad({ filter: /\.([cm]?tsx?|m?js)$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)));
      const loader = args.path.endsWith('x') ? 'tsx' : /\.m?js$/.test(args.path) ? 'js' : 'ts';
      return { contents: text, loader };
    });
  },
};

/** esbuild options shared by the CLI's build and by TypeScript modules loaded at run time (load-typescript.ts). */
export const NODE_BUNDLE = /** @type {const} */ ({
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Packages are imported from node_modules as they are: only our own TypeScript is compiled.
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'silent',
  plugins: [keepImportMeta],
});

/**
 * @param {string} manifest
 * @returns {{ dir: string, inputs: Array<[string, number, number]> } | undefined}
 */
function readManifest(manifest) {
  try {
    return JSON.parse(readFileSync(manifest, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {Array<[string, number, number]>} inputs */
function unchanged(inputs) {
  try {
    return inputs.every(([path, mtimeMs, size]) => {
      const stat = statSync(join(REPO_ROOT, path));
      return stat.mtimeMs === mtimeMs && stat.size === size;
    });
  } catch {
    return false; // A source was deleted.
  }
}

/** @param {string} root */
async function build(root) {
  const esbuild = await import('esbuild');
  const dir = join(root, `build-${Date.now().toString(36)}-${process.pid}`);
  const result = await esbuild.build({
    ...NODE_BUNDLE,
    absWorkingDir: REPO_ROOT,
    entryPoints: ENTRY_POINTS,
    entryNames: '[name]',
    splitting: true,
    outdir: dir,
    metafile: true,
    // threads.ts starts the compiled worker entries, not the TypeScript ones.
    define: { COMPILED_CLI_DIR: JSON.stringify(dir) },
  });
  const inputs = [...Object.keys(result.metafile.inputs), relative(REPO_ROOT, fileURLToPath(import.meta.url))].map((path) => {
    const stat = statSync(join(REPO_ROOT, path));
    return [path, stat.mtimeMs, stat.size];
  });
  // Written aside then renamed: concurrent runs each use their own build and never read half a manifest.
  const manifest = join(root, 'manifest.json');
  const temporary = `${manifest}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify({ dir: relative(root, dir), inputs }));
  renameSync(temporary, manifest);
  removeOldBuilds(root, dir);
  return dir;
}

/**
 * @param {string} root
 * @param {string} current
 */
function removeOldBuilds(root, current) {
  const age = (/** @type {string} */ path) => {
    try {
      return Date.now() - statSync(path).mtimeMs;
    } catch {
      return 0; // Removed by another run meanwhile.
    }
  };
  const builds = readdirSync(root)
    .filter((name) => name.startsWith('build-'))
    .map((name) => join(root, name))
    .filter((path) => path !== current)
    .sort((a, b) => age(a) - age(b));
  const modulesDir = join(root, 'modules');
  const modules = existsSync(modulesDir) ? readdirSync(modulesDir).map((name) => join(modulesDir, name)) : [];
  for (const path of [...builds.slice(KEPT_BUILDS - 1), ...modules]) {
    if (age(path) > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The URL of the compiled cli/main.ts, built first when a source changed since; undefined when it
 * cannot be built (a syntax error in a source file, a read-only node_modules): the caller then runs
 * the TypeScript through tsx, which reports such errors the usual way.
 * @param {string} [root] where builds and their manifest are kept (tests use their own)
 * @returns {Promise<string | undefined>}
 */
export async function compiledCli(root = COMPILED_ROOT) {
  const manifest = readManifest(join(root, 'manifest.json'));
  let dir = manifest && unchanged(manifest.inputs) ? join(root, manifest.dir) : undefined;
  if (dir && !existsSync(join(dir, 'main.js'))) dir = undefined;
  if (!dir) {
    try {
      mkdirSync(root, { recursive: true });
      dir = await build(root);
    } catch {
      return undefined;
    }
  }
  return pathToFileURL(join(dir, 'main.js')).href;
}
