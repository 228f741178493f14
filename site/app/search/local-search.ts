/**
 * The search engine behind the modal and the /search page when no Algolia index is configured,
 * and behind the quality benchmark. MiniSearch over the DocSearch records, answering in the
 * shape DocSearch reads from Algolia (hits with `_highlightResult` and `_snippetResult`).
 * Browser-safe: no Node API.
 *
 * Ranking, in the spirit of Algolia's: records that match more parts of the query first
 * (typo-tolerant, prefix on the last word, merchant synonyms), then headings that are exactly the
 * query, then the BM25 score (headings weigh more than paragraphs, the more of a heading the query
 * covers the better, `weight.pageRank` scales it), then the records' own weight (page rank,
 * heading level, position).
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { highlight, indexTerms, normalizeWord, snippet, words, type HighlightInput, type MatchLevel } from './local-search-text.ts';
import { MERCHANT_SYNONYMS } from './synonyms.ts';
import { QUERY_MAX_LENGTH, type RecordHierarchy, type SearchRecord } from './types.ts';


const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

export interface AttributeHighlight {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}
export type HierarchyHighlight = Record<Level, AttributeHighlight>;

/** A record as Algolia's DocSearch answers it: the record, highlighted and snippeted. */
export interface LocalHit extends SearchRecord {
  _highlightResult: { content: AttributeHighlight; hierarchy: HierarchyHighlight; hierarchy_camel: HierarchyHighlight[] };
  _snippetResult: { content: AttributeHighlight; hierarchy: HierarchyHighlight; hierarchy_camel: HierarchyHighlight[] };
}

export interface LocalSearchOptions {
  /** Default 20 (seed §9). */
  hitsPerPage?: number;
  /** 0-based. */
  page?: number;
  /** Words per snippet; default 10 (seed §9). */
  snippetWords?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface LocalSearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  processingTimeMS: number;
}

export interface LocalSearch {
  search(query: string, options?: LocalSearchOptions): LocalSearchResponse;
}

/** What a record is indexed as: its own heading, the headings above it, its text, its section. */
interface IndexedRecord {
  id: number;
  title: string;
  parents: string;
  content: string;
  lvl0: string;
}

/** A heading is what the reader looks for; the headings above a paragraph say what it is about. */
const FIELD_BOOST = { title: 3, parents: 1.5, content: 1, lvl0: 0.5 } as const;
/** How much a step of `weight.pageRank` weighs: a record ranked -1 needs 1.5 times the score to come first. */
const PAGE_RANK_FACTOR = 1.5;
/** A synonym is the engine's guess of what the reader meant: it counts a little less than their words. */
const SYNONYM_WEIGHT = 0.8;

/** Words that do not tell records apart; dropped from a query unless nothing else is left. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its me my of on or our should the their then this to we what when where which who why will with you your'.split(' '),
);

const titleOf = (record: SearchRecord) => (record.type === 'content' || record.type === 'lvl0' ? '' : (record.hierarchy[record.type] ?? ''));

function indexedRecord(record: SearchRecord, id: number): IndexedRecord {
  const own = record.type === 'content' ? 0 : LEVELS.indexOf(record.type);
  const above = LEVELS.slice(1, record.type === 'content' ? LEVELS.length : own).map((level) => record.hierarchy[level] ?? '');
  return { id, title: titleOf(record), parents: above.join(' '), content: record.content ?? '', lvl0: record.hierarchy.lvl0 };
}

/**
 * The words of a heading that tell it apart, each with the terms it is indexed under. How many
 * of them the query matched says how exactly the heading is what the reader typed.
 */
function titleWords(record: SearchRecord): string[][] {
  return words(titleOf(record))
    .filter((word) => !STOP_WORDS.has(normalizeWord(word)))
    .flatMap((word) => {
      // A camelCase word counts as its parts (`ClientSessionRequest` is three words), each
      // found by the part or by the whole word.
      const [whole, ...parts] = indexTerms(word);
      return parts.length === 0 ? [[whole!]] : parts.map((part) => [part, whole!]);
    });
}

/**
 * Share of the heading's words the query matched: 1 when the heading says nothing else than
 * the query ("Capture" for "capture"), less when it says more ("Partial capture").
 */
function titleCoverage(title: string[][], result: SearchResult): number {
  if (title.length === 0) return 0;
  const inTitle = (term: string) => result.match[term]?.includes('title') ?? false;
  return title.filter((terms) => terms.some(inTitle)).length / title.length;
}

/** Algolia's typo tolerance: one typo from 4 letters, two from 8. */
const allowedTypos = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

interface Alternative {
  terms: string[];
  synonym: boolean;
  /** Prefix search on the last term: the reader may still be typing it. */
  prefixLast: boolean;
}

/** One part of the query: a word, or a phrase of the synonym map, with the ways to match it. */
interface QueryPart {
  words: string;
  alternatives: Alternative[];
}

const SYNONYM_PHRASES = MERCHANT_SYNONYMS.flatMap((entry) =>
  entry.says.map((phrase) => ({ phrase: words(phrase).map(normalizeWord), means: entry.means.map((meaning) => words(meaning).map(normalizeWord)) })),
).sort((a, b) => b.phrase.length - a.phrase.length);

function queryParts(query: string): QueryPart[] {
  const raw = words(query);
  const terms = raw.map(normalizeWord);
  const parts: Array<QueryPart & { stop: boolean }> = [];
  for (let index = 0; index < terms.length; ) {
    const synonym = SYNONYM_PHRASES.find(({ phrase }) => phrase.every((term, offset) => terms[index + offset] === term));
    const length = synonym?.phrase.length ?? 1;
    const own = terms.slice(index, index + length).filter((term) => length === 1 || !STOP_WORDS.has(term));
    parts.push({
      words: raw.slice(index, index + length).join(' '),
      stop: length === 1 && STOP_WORDS.has(terms[index]!),
      alternatives: [{ terms: own, synonym: false, prefixLast: false }, ...(synonym?.means ?? []).map((meaning) => ({ terms: meaning, synonym: true, prefixLast: false }))],
    });
    index += length;
  }
  const kept = parts.some((part) => !part.stop) ? parts.filter((part) => !part.stop) : parts;
  const last = kept.at(-1);
  // The reader may still be typing the last word, unless a space followed it.
  if (last && /[\p{L}\p{N}]$/u.test(query)) last.alternatives[0]!.prefixLast = true;
  return kept.map(({ words: text, alternatives }) => ({ words: text, alternatives }));
}

function miniSearchQuery(parts: QueryPart[]): Query {
  const boost = (weight: number) => Object.fromEntries(Object.entries(FIELD_BOOST).map(([field, value]) => [field, value * weight]));
  return {
    combineWith: 'OR',
    queries: parts.flatMap((part) =>
      part.alternatives.flatMap((alternative) =>
        alternative.terms.map((term, index) => {
          const prefix = alternative.prefixLast && index === alternative.terms.length - 1;
          // One letter begins a large share of all words: completing it in headings only keeps
          // the first keystroke fast and its answers about what the letter begins.
          const fields = prefix && term.length === 1 ? ['title'] : undefined;
          return { queries: [term], prefix, fuzzy: allowedTypos(term), boost: boost(alternative.synonym ? SYNONYM_WEIGHT : 1), ...(fields ? { fields } : {}) };
        }),
      ),
    ),
  };
}

function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/**
 * The heading is the query word for word, in the reader's own words (a typo or a cut-off last
 * word allowed, a synonym not: a synonym is the engine's guess).
 */
function isExactHeading(title: string[][], parts: QueryPart[], result: SearchResult): boolean {
  if (title.length !== parts.length) return false;
  const own = parts.map((part) => part.alternatives[0]!);
  const byOwnWords = (term: string) =>
    (result.match[term]?.includes('title') ?? false) &&
    own.some((alternative) => alternative.terms.some((queryTerm, index) => termMatches(term, queryTerm, alternative.prefixLast && index === alternative.terms.length - 1)));
  return title.every((terms) => terms.some(byOwnWords));
}

/** Whether a record's term is what the query's term found (exactly, as a prefix, or within its typos). */
function termMatches(recordTerm: string, queryTerm: string, prefix: boolean): boolean {
  if (recordTerm === queryTerm) return true;
  if (prefix && recordTerm.startsWith(queryTerm)) return true;
  const typos = allowedTypos(queryTerm);
  return typos > 0 && editDistanceAtMost(recordTerm, queryTerm, typos);
}

/** The parts of the query a result matches: a part counts when all terms of one of its alternatives matched. */
function matchedParts(parts: QueryPart[], result: SearchResult): number {
  const found = result.queryTerms;
  let count = 0;
  for (const part of parts) {
    if (part.alternatives.some((alternative) => alternative.terms.length > 0 && alternative.terms.every((term) => found.includes(term)))) count++;
  }
  return count;
}

function wordMatcher(parts: QueryPart[], result: SearchResult): HighlightInput['matcher'] {
  const partsOfTerm = new Map<string, number[]>();
  for (const term of result.terms) {
    const matching = parts.flatMap((part, index) =>
      part.alternatives.some((alternative) =>
        alternative.terms.some((queryTerm, position) => termMatches(term, queryTerm, alternative.prefixLast && position === alternative.terms.length - 1)),
      )
        ? [index]
        : [],
    );
    if (matching.length > 0) partsOfTerm.set(term, matching);
  }
  const byWord = new Map<string, number[]>();
  return (word) => {
    let found = byWord.get(word);
    if (!found) {
      found = [...new Set(indexTerms(word).flatMap((term) => partsOfTerm.get(term) ?? []))];
      byWord.set(word, found);
    }
    return found;
  };
}

const NO_MATCH = (value: string): AttributeHighlight => ({ value, matchLevel: 'none', matchedWords: [] });

function hierarchyResult(hierarchy: RecordHierarchy, attribute: (text: string) => AttributeHighlight): HierarchyHighlight {
  return Object.fromEntries(LEVELS.map((level) => [level, hierarchy[level] === null ? NO_MATCH('') : attribute(hierarchy[level])])) as HierarchyHighlight;
}

function toHit(record: SearchRecord, input: HighlightInput, snippetWords: number): LocalHit {
  const highlighted = hierarchyResult(record.hierarchy, (text) => highlight(text, input));
  const snippeted = hierarchyResult(record.hierarchy, (text) => snippet(text, snippetWords, input));
  return {
    ...record,
    _highlightResult: { content: record.content === null ? NO_MATCH('') : highlight(record.content, input), hierarchy: highlighted, hierarchy_camel: [highlighted] },
    _snippetResult: { content: record.content === null ? NO_MATCH('') : snippet(record.content, snippetWords, input), hierarchy: snippeted, hierarchy_camel: [snippeted] },
  };
}

const byWeight = (a: SearchRecord, b: SearchRecord) => b.weight.pageRank - a.weight.pageRank || a.weight.level - b.weight.level || a.weight.position - b.weight.position;

const positiveInteger = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback);

export function createLocalSearch(records: readonly SearchRecord[]): LocalSearch {
  const index = new MiniSearch<IndexedRecord>({
    fields: Object.keys(FIELD_BOOST),
    tokenize: words,
    processTerm: indexTerms,
    // Queries arrive as single, already normalized terms (see miniSearchQuery).
    searchOptions: { tokenize: (term) => [term], processTerm: (term) => term },
  });
  index.addAll(records.map(indexedRecord));
  const titles = records.map(titleWords);

  return {
    search(query, options = {}) {
      const started = performance.now();
      const text = query.slice(0, QUERY_MAX_LENGTH);
      const hitsPerPage = positiveInteger(options.hitsPerPage, 20);
      const page = Math.max(0, Math.floor(Number.isFinite(options.page) ? options.page! : 0));
      const parts = queryParts(text);
      const results = parts.length === 0 ? [] : index.search(miniSearchQuery(parts));
      const matched = results.map((result) => matchedParts(parts, result));
      // Like Algolia, every part of the query must match; when no record has them all, the
      // records matching the most parts are the answer rather than nothing.
      const best = matched.reduce((most, count) => Math.max(most, count), 0);
      const kept = results
        .filter((_, position) => best > 0 && matched[position] === best)
        .map((result) => {
          const id = result.id as number;
          const record = records[id]!;
          const coverage = titleCoverage(titles[id]!, result);
          const exact = coverage === 1 && best === parts.length && isExactHeading(titles[id]!, parts, result);
          return { result, record, exact, score: result.score * (1 + coverage) * PAGE_RANK_FACTOR ** record.weight.pageRank };
        })
        .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score || byWeight(a.record, b.record));
      const tags = { pre: options.highlightPreTag ?? '<mark>', post: options.highlightPostTag ?? '</mark>' };
      const partWords = parts.map((part) => part.words.toLowerCase());
      const hits = kept
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(({ result, record }) => toHit(record, { matcher: wordMatcher(parts, result), partWords, tags }, positiveInteger(options.snippetWords, 10)));
      return {
        hits,
        nbHits: kept.length,
        page,
        nbPages: Math.ceil(kept.length / hitsPerPage),
        hitsPerPage,
        query: text,
        processingTimeMS: Math.round(performance.now() - started),
      };
    },
  };
}
