/**
 * The GFM gate must never change what the checker reads: whenever it lets a page skip remark-gfm,
 * the facts (headings, anchors, links, fences, findings) equal those of a full GFM parse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsGfm } from './gfm-gate.ts';
import { loadPage } from './page.ts';

const FRONT = '---\ntitle: Page\n---\n\n';

/** Pieces chosen to meet every GFM construct and the ways they can interact with the rest. */
const PIECES = [
  '## A heading', '## ~~Old~~ New', '## Same', '## Same', '### Custom {#custom-id}', 'Setext heading\n---', 'Another\n===',
  'Text with [a link](/docs/a#b) and `code`.', '[ref]: /docs/ref', 'See [ref].', '[x]: /docs/x', '- [x] done', '- [ ] todo',
  '| a | b |\n| --- | --- |\n| 1 | 2 |', '| [l](/docs/t) | `a|b` |\n| - | - |\n| x | y |', 'a | b\n--- | ---\nc | d\n---',
  '| h |\n| :-: |\n2. item', '> | q | r |\n> | - | - |\n> | s | t |', 'Visit https://example.com/docs or www.example.com.',
  'A url https://x.example/[a](b) glued.', 'Mail me@example.com.', 'Footnote[^1].', '[^1]: /docs/footnote', '~~struck~~ text',
  '<a id="html-id" href="/docs/h">h</a>', '```json sample="v2 POST /v2/payments request"\n{ "amount": 1 }\n```',
  '```bash\ncurl -X POST https://api.sandbox.orchestra.example/v2/payments -d \'{"a":1}\'\n```', '* item\n* item [l](/docs/i)',
  '1. one\n2. two', 'Line with | a pipe and [a link](/docs/p).', '<div id="jsx-id" />', '{/* a comment */}', '***', '',
];

/** Without --external, links with a scheme are never read: autolink literals may differ there. */
const facts = async (text: string, mdx: boolean, gfm: 'always' | 'when-needed', external: boolean) => {
  const { tree: _tree, ...rest } = await loadPage(text, { mdx, gfm, external });
  return external ? rest : { ...rest, links: rest.links.filter((link) => !/^[a-z][a-z\d+.-]*:/i.test(link.url)) };
};

describe('needsGfm', () => {
  it('skips GFM only where the facts are the same with it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), fc.constantFrom('\n\n', '\n'), fc.boolean(), fc.boolean(), async (pieces, joint, mdx, external) => {
        const text = FRONT + pieces.join(joint);
        fc.pre(!needsGfm(text, { external }));
        expect(await facts(text, mdx, 'when-needed', external)).toEqual(await facts(text, mdx, 'always', external));
      }),
      { numRuns: 400 },
    );
  });

  it('lets plain prose, tables and links through, and stops what GFM reads differently', () => {
    expect(needsGfm('| a | b |\n| --- | --- |\n| 1 | 2 |\n\nSee [x](/docs/x).', { external: false })).toBe(false);
    expect(needsGfm('| [a](/x) | b |\n| --- | --- |', { external: false })).toBe(true);
    expect(needsGfm('## ~~Old~~ New', { external: false })).toBe(true);
    expect(needsGfm('Note[^1].\n\n[^1]: text', { external: false })).toBe(true);
    expect(needsGfm('Visit https://example.com.', { external: false })).toBe(false);
    expect(needsGfm('Visit https://example.com.', { external: true })).toBe(true);
  });
});
