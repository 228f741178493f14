/** A JSON array of diagnostics: fixed key order, paths relative to the working directory, sorted. */
import { displayPath, type Reporter } from './types.ts';

export const json: Reporter = (input) =>
  `${JSON.stringify(
    input.diagnostics.map((diagnostic) => ({
      ruleId: diagnostic.ruleId,
      severity: diagnostic.severity,
      message: diagnostic.message,
      file: displayPath(diagnostic.file, input.cwd),
      line: diagnostic.line,
      column: diagnostic.column,
      endLine: diagnostic.endLine,
      endColumn: diagnostic.endColumn,
      ...(diagnostic.api === undefined ? {} : { api: diagnostic.api }),
      ...(diagnostic.operation === undefined ? {} : { operation: diagnostic.operation }),
      ...(diagnostic.pointer === undefined ? {} : { pointer: diagnostic.pointer }),
    })),
    null,
    2,
  )}\n`;
