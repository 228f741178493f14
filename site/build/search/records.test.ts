import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../../cli/engine/page.ts';
import type { SearchRecord } from '../../app/search/types.ts';
import { loadSiteModel } from '../index.ts';
import type { SiteModel } from '../site-model.ts';
import { pageParts } from './markdown-records.ts';
import { searchRecords } from './records.ts';
import { siteUrlChecker } from './site-urls.ts';

const PAGE = `---
title: Refunds
---

# Refunds

Give money back {props.amount} to the shopper.

## Full refund {#full}

- Send no body.
- Or the whole amount:
  - nested item

| Case | Call |
| --- | --- |
| Whole | \`POST /v2/payments/{id}/refunds\` |

\`\`\`bash
curl -X POST https://sandbox.example/v2/payments/pay_1/refunds
\`\`\`

### Partial refund

:::warning[Careful]
Only what was captured.
:::

<Tabs>
<TabItem value="a" label="A">

Inside a tab.

</TabItem>
</Tabs>

#### Deep

Deep text.
`;

describe('page parts', () => {
  it('reads headings with their ids and the text blocks under them, skipping code and expressions', async () => {
    const { tree } = await loadPage(PAGE, { mdx: true, gfm: 'always' });
    expect(pageParts(tree!)).toEqual([
      { type: 'content', headings: {}, anchor: undefined, text: 'Give money back to the shopper.' },
      { type: 'lvl2', headings: { lvl2: 'Full refund' }, anchor: 'full' },
      { type: 'content', headings: { lvl2: 'Full refund' }, anchor: 'full', text: 'Send no body.' },
      { type: 'content', headings: { lvl2: 'Full refund' }, anchor: 'full', text: 'Or the whole amount:' },
      { type: 'content', headings: { lvl2: 'Full refund' }, anchor: 'full', text: 'nested item' },
      { type: 'content', headings: { lvl2: 'Full refund' }, anchor: 'full', text: 'Whole · POST /v2/payments/{id}/refunds' },
      { type: 'lvl3', headings: { lvl2: 'Full refund', lvl3: 'Partial refund' }, anchor: 'partial-refund' },
      { type: 'content', headings: { lvl2: 'Full refund', lvl3: 'Partial refund' }, anchor: 'partial-refund', text: 'Careful' },
      { type: 'content', headings: { lvl2: 'Full refund', lvl3: 'Partial refund' }, anchor: 'partial-refund', text: 'Only what was captured.' },
      { type: 'content', headings: { lvl2: 'Full refund', lvl3: 'Partial refund' }, anchor: 'partial-refund', text: 'Inside a tab.' },
      { type: 'lvl4', headings: { lvl2: 'Full refund', lvl3: 'Partial refund', lvl4: 'Deep' }, anchor: 'deep' },
      { type: 'content', headings: { lvl2: 'Full refund', lvl3: 'Partial refund', lvl4: 'Deep' }, anchor: 'deep', text: 'Deep text.' },
    ]);
  });
});

describe('search records of the real site', () => {
  let model: SiteModel;
  let records: SearchRecord[];
  beforeAll(async () => {
    model = await loadSiteModel();
    records = searchRecords(model);
  });

  it('link every record to a route and anchor the site serves', () => {
    const isSiteUrl = siteUrlChecker(model);
    const broken = records.filter((record) => !isSiteUrl(record.url)).map((record) => record.url);
    expect(broken).toEqual([]);
    expect(records.every((record) => record.url === (record.anchor ? `${record.url_without_anchor}#${record.anchor}` : record.url_without_anchor))).toBe(true);
    // The checker itself refuses what is not there.
    expect(isSiteUrl('/docs/references/glossary/void#no-such-heading')).toBe(false);
    expect(isSiteUrl('/api-v2#operation/noSuchOperation')).toBe(false);
    expect(isSiteUrl('/docs/no-such-page')).toBe(false);
  });

  it('cover every content page and every reference operation', () => {
    const pageUrls = new Set(records.filter((record) => record.type === 'lvl1').map((record) => record.url));
    for (const page of model.pages.filter((candidate) => candidate.source.type === 'markdown')) expect(pageUrls).toContain(page.route);
    const urls = new Set(records.map((record) => record.url));
    for (const url of ['/api-v2#operation/voidPayment', '/wallet#operation/walletCreateSession', '/openapi/#operation/v1CreateToken', '/api-v2#schema/OperationRequest', '/api-v2#tag/Payments']) {
      expect(urls).toContain(url);
    }
  });

  it('name records with stable, unique ids', () => {
    const ids = records.map((record) => record.objectID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(searchRecords(model).map((record) => record.objectID)).toEqual(ids);
  });

  it('place pages under their top-level sidebar category and references under their navbar label', () => {
    const lvl0 = (url: string) => records.find((record) => record.url === url)?.hierarchy.lvl0;
    expect(lvl0('/docs/references/glossary/void')).toBe('References');
    expect(lvl0('/docs/references/glossary')).toBe('References');
    expect(lvl0('/docs/understand/payment-concepts')).toBe('Understand');
    expect(lvl0('/')).toBe('Documentation');
    expect(lvl0('/api-v2#operation/voidPayment')).toBe('API v2');
    expect(lvl0('/openapi/#operation/v1CreateToken')).toBe('API v1 (deprecated)');
  });

  it('keep the text a reader reads: headings as rendered, no code', () => {
    for (const page of model.pages) {
      for (const heading of page.headings.filter((candidate) => candidate.depth >= 2)) {
        if (page.source.type !== 'markdown') continue;
        const record = records.find((candidate) => candidate.url === `${page.route}#${heading.id}` && candidate.type !== 'content');
        expect(record && record.type !== 'content' ? record.hierarchy[record.type] : undefined, `${page.route}#${heading.id}`).toBe(heading.text);
      }
    }
    // A shell line of a code block on the payment operations tutorial.
    expect(records.some((record) => record.content?.includes('jq -r .id session.json'))).toBe(false);
    expect(records.every((record) => record.content === null || record.content.trim().length > 0)).toBe(true);
  });

  it('keep one record per schema field, at its shortest path', () => {
    const fields = records.filter((record) => record.type === 'lvl3' && record.anchor?.startsWith('schema/'));
    const keys = fields.map((record) => `${record.url_without_anchor} ${record.hierarchy.lvl3!.split('.').at(-1)} ${record.content}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(fields.map((record) => record.url)).toContain('/api-v2#schema/Order/reference');
    expect(fields.map((record) => record.url)).not.toContain('/api-v2#schema/ClientSessionRequest/order/reference');
  });

  it('rank the reference’s schemas and fields after the guides at equal relevance', () => {
    const weight = (url: string) => records.find((record) => record.url === url)?.weight.pageRank;
    expect(weight('/api-v2#schema/Order/reference')).toBeLessThan(weight('/api-v2#operation/voidPayment')!);
    expect(weight('/api-v2#operation/voidPayment')).toBe(weight('/docs/references/glossary/void'));
  });
});
