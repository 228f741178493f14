/**
 * `docs search-index --algolia`: the site's search records uploaded to an Algolia index with the
 * settings of a DocSearch index, so the modal and the /search page read the same records from
 * Algolia as from the local index file.
 */
import { algoliasearch, type IndexSettings, type SynonymHit } from 'algoliasearch';
import { ConfigError } from '../../../cli/engine/errors.ts';
import { MERCHANT_SYNONYMS } from '../../app/search/synonyms.ts';
import type { SearchRecord } from '../../app/search/types.ts';

/** The write key is a secret: it comes from the environment, never from docs.config.ts. */
export const ADMIN_KEY_VARIABLE = 'ALGOLIA_ADMIN_API_KEY';

/**
 * The index settings of DocSearch's crawler templates (docsearch.algolia.com/docs/templates,
 * `initialIndexSettings`), fitted to these records: no `lang` facet (one language), no
 * `hierarchy_camel` copies (camelCaseAttributes splits the words instead), and `weight.level`
 * ascending because a lower level is a bigger heading here (the crawler counts the other way).
 * Highlight tags are left to the query: DocSearch v3 sends `<mark>`.
 */
export const DOCSEARCH_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `unordered(hierarchy.${level})`), 'content'],
  attributesForFaceting: ['type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'asc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
};

/** The local engine's merchant vocabulary, as Algolia one-way synonyms: the same queries work in both modes. */
export function merchantSynonyms(): SynonymHit[] {
  return MERCHANT_SYNONYMS.flatMap((entry, index) =>
    entry.says.map((phrase, position) => ({ objectID: `merchant-${index}-${position}`, type: 'oneWaySynonym' as const, input: phrase, synonyms: [...entry.means] })),
  );
}

export interface AlgoliaTarget {
  appId: string;
  indexName: string;
  apiKey: string;
}

/** The upload's credentials, or the client's own error texts (seed §8) for what is missing. */
export function algoliaTarget(search: { appId?: string | undefined; indexName?: string | undefined }, env: Record<string, string | undefined>): AlgoliaTarget {
  const appId = search.appId?.trim();
  if (!appId) throw new ConfigError('`appId` is missing. Set search.appId in docs.config.ts.');
  const apiKey = env[ADMIN_KEY_VARIABLE]?.trim();
  if (!apiKey) throw new ConfigError(`\`apiKey\` is missing. Set ${ADMIN_KEY_VARIABLE} to an Algolia API key that may write the index (never put it in docs.config.ts).`);
  const indexName = search.indexName?.trim();
  if (!indexName) throw new ConfigError('`indexName` is missing. Set search.indexName in docs.config.ts.');
  return { appId, apiKey, indexName };
}

export interface UploadOptions {
  log: (message: string) => void;
  /** Where the requests go; Algolia's own hosts when not given (tests use a local server). */
  hosts?: Array<{ url: string; port?: number; protocol: 'http' | 'https'; accept: 'read' | 'write' | 'readWrite' }>;
}

/**
 * Settings and synonyms first, on the live index: `replaceAllObjects` copies them to its
 * temporary index, fills that with the records and moves it over the live one, so readers
 * never see a half-uploaded index.
 */
export async function uploadToAlgolia(target: AlgoliaTarget, records: SearchRecord[], options: UploadOptions): Promise<void> {
  const client = algoliasearch(target.appId, target.apiKey, options.hosts ? { hosts: options.hosts } : undefined);
  const { indexName } = target;
  options.log(`setting the DocSearch index settings of ${indexName}…`);
  const settings = await client.setSettings({ indexName, indexSettings: DOCSEARCH_INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  const synonyms = merchantSynonyms();
  options.log(`saving ${synonyms.length} merchant synonyms…`);
  const saved = await client.saveSynonyms({ indexName, synonymHit: synonyms, replaceExistingSynonyms: true });
  await client.waitForTask({ indexName, taskID: saved.taskID });
  options.log(`replacing the records of ${indexName} with ${records.length} records (temporary index, then move)…`);
  await client.replaceAllObjects({ indexName, objects: records.map((record) => ({ ...record })), batchSize: 1000 });
}
