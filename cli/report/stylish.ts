/** The default format: findings grouped by file, each with a code frame; totals and time. */
import { styleText } from 'node:util';
import type { Diagnostic } from '../engine/diagnostics.ts';
import { LineIndex } from '../engine/text.ts';
import { codeFrame } from './code-frame.ts';
import { displayPath, type Reporter } from './types.ts';

type Style = Parameters<typeof styleText>[0];

export const stylish: Reporter = (input) => {
  const paint = (style: Style, text: string) => (input.color ? styleText(style, text) : text);
  const byFile = new Map<string, Diagnostic[]>();
  for (const diagnostic of input.diagnostics) {
    const list = byFile.get(diagnostic.file);
    if (list) list.push(diagnostic);
    else byFile.set(diagnostic.file, [diagnostic]);
  }
  const out: string[] = [];
  for (const [file, diagnostics] of byFile) {
    out.push(paint('underline', displayPath(file, input.cwd)));
    const source = input.readSource(file);
    const lines = source === undefined ? undefined : new LineIndex(source);
    for (const diagnostic of diagnostics) {
      const severity = diagnostic.severity === 'error' ? paint('red', 'error') : paint('yellow', 'warning');
      out.push(`  ${diagnostic.line}:${diagnostic.column}  ${severity}  ${diagnostic.message}  ${paint('dim', diagnostic.ruleId)}`);
      if (lines) out.push(codeFrame(lines, diagnostic, (text) => paint(diagnostic.severity === 'error' ? 'red' : 'yellow', text)), '');
    }
    out.push('');
  }
  const errors = input.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  const warnings = input.diagnostics.length - errors;
  const scope = input.pages === undefined ? '' : ` in ${input.pages} page${input.pages === 1 ? '' : 's'}`;
  const time = input.elapsedMs === undefined ? '' : ` (${(input.elapsedMs / 1000).toFixed(2)}s)`;
  if (input.diagnostics.length === 0) {
    out.push(`${paint('green', '✔')} no problems${scope}${time}`);
  } else {
    const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
    const totals = `${plural(input.diagnostics.length, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})${scope}${time}`;
    out.push(paint(errors > 0 ? 'red' : 'yellow', `✖ ${totals}`));
  }
  return `${out.join('\n')}\n`;
};
