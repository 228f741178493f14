/** GitHub Actions workflow commands: an annotation on the file and line of every finding. */
import { displayPath, type Reporter } from './types.ts';

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export const github: Reporter = (input) =>
  input.diagnostics
    .map((diagnostic) => {
      const properties = [
        `file=${escapeProperty(displayPath(diagnostic.file, input.cwd))}`,
        `line=${diagnostic.line}`,
        `endLine=${diagnostic.endLine}`,
        `col=${diagnostic.column}`,
        `endColumn=${diagnostic.endColumn}`,
        `title=${escapeProperty(diagnostic.ruleId)}`,
      ].join(',');
      return `::${diagnostic.severity} ${properties}::${escapeData(diagnostic.message)}\n`;
    })
    .join('');
