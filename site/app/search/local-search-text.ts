/**
 * Words, highlighting and snippets for the local search engine. One tokenizer serves the index,
 * the query and the highlighter, so a highlighted word is a word the index matched. Every piece
 * of text is HTML-escaped before the highlight tags go in: records and queries never inject HTML.
 */

/** A word: a run of letters or digits. Punctuation (`_`, `-`, `/`, `.`) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/** Lower case without accents (`Paiement` and `paiément` are one word); plain ASCII skips the Unicode work. */
export const normalizeWord = (word: string) =>
  /^[\x00-\x7f]*$/.test(word)
    ? word.toLowerCase()
    : word
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase();

export const words = (text: string): string[] => text.match(WORD) ?? [];

/**
 * The terms a word of a record is indexed under: the word, and for a camelCase word its parts
 * too (`createPayment` is found by "create payment"), as Algolia's camelCaseAttributes does.
 */
export function indexTerms(word: string): string[] {
  const whole = normalizeWord(word);
  const parts = word.split(CAMEL_BOUNDARY);
  return parts.length > 1 ? [whole, ...parts.map(normalizeWord)] : [whole];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightTags {
  pre: string;
  post: string;
}

/** Tells which query parts (by index) a word of a record matches; empty when none. */
export type WordMatcher = (word: string) => readonly number[];

interface Token {
  start: number;
  end: number;
  parts: readonly number[];
}

function tokens(text: string, matcher: WordMatcher): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length, parts: matcher(match[0]) }));
}

function matchOf(list: Token[], partCount: number, partWords: readonly string[]): { matchLevel: MatchLevel; matchedWords: string[] } {
  const found = new Set(list.flatMap((token) => token.parts));
  const matchLevel: MatchLevel = found.size === 0 ? 'none' : found.size >= partCount ? 'full' : 'partial';
  return { matchLevel, matchedWords: [...found].sort((a, b) => a - b).map((part) => partWords[part]!) };
}

/** `text[from, to)` escaped, with every matched word wrapped in the highlight tags. */
function render(text: string, list: Token[], from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const token of list) {
    if (token.end <= from || token.start >= to || token.parts.length === 0) continue;
    out += escapeHtml(text.slice(cursor, token.start)) + tags.pre + escapeHtml(text.slice(token.start, token.end)) + tags.post;
    cursor = token.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export interface HighlightInput {
  matcher: WordMatcher;
  /** The reader's words of each query part, for `matchedWords`. */
  partWords: readonly string[];
  tags: HighlightTags;
}

export function highlight(text: string, input: HighlightInput): { value: string; matchLevel: MatchLevel; matchedWords: string[] } {
  const list = tokens(text, input.matcher);
  return { value: render(text, list, 0, text.length, input.tags), ...matchOf(list, input.partWords.length, input.partWords) };
}

/**
 * At most `size` words around the first matched word (the start of the text when nothing
 * matched), with `…` where the text was cut, as Algolia's snippets read.
 */
export function snippet(text: string, size: number, input: HighlightInput): { value: string; matchLevel: MatchLevel; matchedWords: string[] } {
  const list = tokens(text, input.matcher);
  const match = matchOf(list, input.partWords.length, input.partWords);
  const length = Math.max(1, Math.floor(size));
  if (list.length <= length) return { value: render(text, list, 0, text.length, input.tags), ...match };
  const first = Math.max(0, list.findIndex((token) => token.parts.length > 0));
  // The matched word goes near the start of the window, with a little context before it.
  const start = Math.min(Math.max(0, first - Math.floor((length - 1) / 3)), list.length - length);
  const end = start + length;
  const from = start === 0 ? 0 : list[start]!.start;
  const to = end >= list.length ? text.length : list[end - 1]!.end;
  const value = `${start > 0 ? '…' : ''}${render(text, list, from, to, input.tags)}${end < list.length ? '…' : ''}`;
  return { value, ...match };
}
