import type { BuildOptions, Plugin } from 'esbuild';

export declare const COMPILED_ROOT: string;
export declare const keepImportMeta: Plugin;
export declare const NODE_BUNDLE: BuildOptions & { plugins: Plugin[] };
export declare function compiledCli(root?: string): Promise<string | undefined>;
