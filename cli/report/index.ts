import { github } from './github.ts';
import { json } from './json.ts';
import { junit } from './junit.ts';
import { stylish } from './stylish.ts';
import type { Reporter } from './types.ts';

export type { ReportInput, Reporter } from './types.ts';

export const REPORTERS = { stylish, json, github, junit } satisfies Record<string, Reporter>;
export type FormatName = keyof typeof REPORTERS;

export const isFormatName = (name: string): name is FormatName => Object.hasOwn(REPORTERS, name);
