import { relative, sep } from 'node:path';
import type { Diagnostic } from '../engine/diagnostics.ts';

export interface ReportInput {
  /** Sorted diagnostics. */
  diagnostics: readonly Diagnostic[];
  /** Text of a file for code frames; undefined when it cannot be read. */
  readSource(file: string): string | undefined;
  /** Paths are printed relative to this directory. */
  cwd: string;
  /** Pages checked, and time taken; left out of the output when undefined (snapshots). */
  pages?: number;
  elapsedMs?: number;
  color?: boolean;
}

export type Reporter = (input: ReportInput) => string;

export const displayPath = (file: string, cwd: string) => relative(cwd, file).split(sep).join('/') || file;
