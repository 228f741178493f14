/**
 * Decides whether a page must be parsed with remark-gfm for the checker to read it right.
 *
 * GFM's extensions roughly halve remark's throughput (tables alone cost ~40 %), and a cold check
 * is bound by parsing. But the checker reads only headings, links, JSX/HTML ids and code fences,
 * and GFM changes those only in narrow cases. This gate lets a page skip GFM when none of those
 * cases can occur, so that the facts the checker extracts are exactly those of a GFM parse
 * (gfm-gate.test.ts compares both parses on random pages). The site build always parses with GFM.
 *
 * The cases, and the trigger that sends a page to the GFM parser:
 * - strikethrough changes a heading's text (`## ~~Old~~ New`): any `~`;
 * - footnotes (`[^1]: …` would otherwise read as a link definition): any `[^`;
 * - task list items (`- [x]` could otherwise be a shortcut reference): a task marker;
 * - a table splits cells at `|`, so a link, code span, JSX or HTML spanning cells, or a following
 *   setext underline or ordered list, reads differently: such a character in a table region;
 * - an autolink literal swallows what follows it up to whitespace: a literal followed by a
 *   character that could start or end another construct. External links, the only thing literal
 *   autolinks produce, are read at all only with `--external`, which sends any literal to GFM.
 */

const CONTAINER_PREFIX = /^(?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?/;
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const RISKY_IN_TABLE = /[[\]<>`{}\\=&]/;
const SETEXT_UNDERLINE = /^(?:[ \t]*>)*[ \t]*(?:=+|-+)[ \t]*$/;
const ORDERED_ITEM = /^(?:[ \t]*>)*[ \t]*\d{1,9}[.)](?:[ \t]|$)/;
const TASK_ITEM = /^(?:[ \t]*>)*[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\]/m;
const AUTOLINK_TRIGGER = /www\.|:\/\/|@|mailto:|xmpp:/i;
const AUTOLINK_SPAN = /(?:www\.|:\/\/|@|mailto:|xmpp:)\S*/gi;
const RISKY_IN_AUTOLINK = /[[\]`{}\\]/;

export function needsGfm(text: string, options: { external: boolean }): boolean {
  if (text.includes('~') || text.includes('[^') || TASK_ITEM.test(text)) return true;
  if (AUTOLINK_TRIGGER.test(text)) {
    if (options.external) return true;
    for (const match of text.matchAll(AUTOLINK_SPAN)) if (RISKY_IN_AUTOLINK.test(match[0])) return true;
  }
  return text.includes('|') && hasRiskyTable(text);
}

function hasRiskyTable(text: string): boolean {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.includes('|') || !line.includes('-')) continue;
    const row = line.replace(CONTAINER_PREFIX, '');
    if (!row.includes('|') || !DELIMITER_ROW.test(row)) continue;
    if (index > 0 && RISKY_IN_TABLE.test(lines[index - 1]!)) return true;
    for (let next = index + 1; next < lines.length && lines[next]!.trim() !== ''; next++) {
      const body = lines[next]!;
      if (RISKY_IN_TABLE.test(body) || SETEXT_UNDERLINE.test(body) || ORDERED_ITEM.test(body)) return true;
    }
  }
  return false;
}
