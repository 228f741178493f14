/** JUnit XML for CI dashboards: a test suite per file, a failing test case per error. Warnings pass, with their text as output. */
import type { Diagnostic } from '../engine/diagnostics.ts';
import { displayPath, type Reporter } from './types.ts';

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export const junit: Reporter = (input) => {
  const byFile = new Map<string, Diagnostic[]>();
  for (const diagnostic of input.diagnostics) {
    const list = byFile.get(diagnostic.file);
    if (list) list.push(diagnostic);
    else byFile.set(diagnostic.file, [diagnostic]);
  }
  const failures = input.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  const suites = [...byFile].map(([file, diagnostics]) => {
    const path = xml(displayPath(file, input.cwd));
    const cases = diagnostics.map((diagnostic) => {
      const name = xml(`${diagnostic.line}:${diagnostic.column} ${diagnostic.ruleId}`);
      const text = xml(`${displayPath(file, input.cwd)}:${diagnostic.line}:${diagnostic.column} ${diagnostic.message}`);
      const body =
        diagnostic.severity === 'error'
          ? `<failure type="${xml(diagnostic.ruleId)}" message="${xml(diagnostic.message)}">${text}</failure>`
          : `<system-out>warning: ${text}</system-out>`;
      return `    <testcase classname="${path}" name="${name}">${body}</testcase>`;
    });
    const suiteFailures = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
    return `  <testsuite name="${path}" tests="${diagnostics.length}" failures="${suiteFailures}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  if (suites.length === 0) suites.push('  <testsuite name="docs check" tests="1" failures="0">\n    <testcase classname="docs check" name="no problems"/>\n  </testsuite>');
  const tests = Math.max(1, input.diagnostics.length);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="docs check" tests="${tests}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`;
};
