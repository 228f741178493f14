/**
 * The shape of every finding (DESIGN.md, "Diagnostics"). Positions are 1-based; `endColumn` is
 * the column just past the last character, as in mdast and ESLint.
 */
export const RULE_IDS = [
  'mdx/syntax',
  'frontmatter/invalid',
  'sample/unannotated',
  'sample/json',
  'sample/unknown-operation',
  'sample/invalid',
  'link/broken',
  'link/anchor',
  'sidebar/unknown-doc',
  'sidebar/missing-page',
  'sidebar/duplicate',
  'spec/invalid',
  'spec/example-invalid',
  'run/failed',
] as const;

export type RuleId = (typeof RULE_IDS)[number];
export type Severity = 'error' | 'warning';

export interface Range {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** A finding inside one file, before the orchestrator names the file (summaries are cached per file). */
export interface Finding extends Range {
  ruleId: RuleId;
  severity: Severity;
  message: string;
  api?: string;
  operation?: string;
  pointer?: string;
}

export interface Diagnostic extends Finding {
  /** Absolute path. Reporters print it relative to the working directory. */
  file: string;
}

export const pointRange = (line: number, column: number, length = 1): Range => ({
  line,
  column,
  endLine: line,
  endColumn: column + Math.max(1, length),
});

export const error = (ruleId: RuleId, message: string, range: Range, extra: Partial<Finding> = {}): Finding => ({
  ruleId,
  severity: 'error',
  message,
  ...range,
  ...extra,
});

export const inFile = (file: string, findings: readonly Finding[]): Diagnostic[] => findings.map((finding) => ({ file, ...finding }));

/** The one order every reporter prints in, so output is stable across runs and worker scheduling. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    a.line - b.line ||
    a.column - b.column ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
    (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}

export const isError = (diagnostic: Finding) => diagnostic.severity === 'error';
