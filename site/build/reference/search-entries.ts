/**
 * What the site search indexes from a reference page: tags, operations, schemas and every
 * schema field, each with the anchor the page renders and a DocSearch-style hierarchy. Pure: the
 * search indexer (a later task) calls it with the spec documents it loads anyway.
 */
import { API_REFERENCE_ROUTES, fieldAnchor } from '../../../cli/engine/routes.ts';
import type { ApiName, JsonObject } from '../../../schemas/spec-types.ts';
import { markdownText } from './markdown.ts';
import { referenceModel } from './reference-model.ts';
import { walkFields } from './schema-tree.ts';

export interface ReferenceSearchEntry {
  type: 'tag' | 'operation' | 'schema' | 'field';
  /** What a result shows: an operation's summary, a schema's name, a field's dotted path. */
  title: string;
  /** The anchor on the page, without `#` (`operation/createPayment`). */
  anchor: string;
  /** Route and anchor (`/api-v2#operation/createPayment`). */
  url: string;
  /** Searchable text: the description, plus the method and path of an operation. */
  text: string;
  /** DocSearch levels: the API, the tag (or "Schemas"), the operation or schema, the field. */
  hierarchy: { lvl0: string; lvl1: string; lvl2?: string; lvl3?: string };
}

const plain = (markdown: string | undefined) => (markdown ? markdownText(markdown) : '');

export function referenceSearchEntries(api: ApiName, document: JsonObject): ReferenceSearchEntry[] {
  const model = referenceModel(api, document, { samples: false });
  const route = API_REFERENCE_ROUTES[api];
  const entry = (type: ReferenceSearchEntry['type'], title: string, anchor: string, text: string, hierarchy: ReferenceSearchEntry['hierarchy']): ReferenceSearchEntry => ({
    type,
    title,
    anchor,
    url: `${route}#${anchor}`,
    text,
    hierarchy,
  });
  const entries: ReferenceSearchEntry[] = [];
  for (const tag of model.tags) {
    if (tag.anchor) entries.push(entry('tag', tag.name, tag.anchor, plain(tag.description), { lvl0: model.title, lvl1: tag.name }));
    for (const operation of tag.operations) {
      const line = operation.webhook ? `webhook ${operation.path}` : `${operation.method.toUpperCase()} ${operation.path}`;
      entries.push(
        entry('operation', operation.summary, operation.anchor, `${line} ${operation.operationId} ${plain(operation.description)}`.trim(), {
          lvl0: model.title,
          lvl1: tag.name,
          lvl2: operation.summary,
        }),
      );
    }
  }
  for (const schema of model.schemas) {
    entries.push(entry('schema', schema.name, schema.anchor, plain(schema.tree.description), { lvl0: model.title, lvl1: 'Schemas', lvl2: schema.name }));
    walkFields(schema.tree, (field) => {
      const title = field.path.join('.');
      entries.push(entry('field', title, fieldAnchor(schema.name, field.path), plain(field.node.description), { lvl0: model.title, lvl1: 'Schemas', lvl2: schema.name, lvl3: title }));
    });
  }
  return entries;
}
