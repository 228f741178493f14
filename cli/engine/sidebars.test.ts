import { describe, expect, it } from 'vitest';
import { checkSidebars, generateSidebar, type DocEntry } from './sidebars.ts';

const doc = (docId: string, frontmatter: DocEntry['frontmatter'] = { title: docId }): DocEntry => ({ docId, relPath: `docs/${docId}.mdx`, frontmatter });

describe('sidebars', () => {
  it('points at the doc id in the sidebars file', () => {
    const source = "export default {\n  docs: ['a', { type: 'category', label: 'C', items: ['b', 'a'] }],\n  other: [{ type: 'doc', id: 'zz' }],\n};\n";
    const result = checkSidebars(
      { source, sidebars: { docs: ['a', { type: 'category', label: 'C', items: ['b', 'a'] }], other: [{ type: 'doc', id: 'zz' }] } },
      [doc('a'), doc('b'), doc('c'), doc('d', { title: 'D', unlisted: true })],
    );
    expect(result.findings.map(({ ruleId, line, column }) => [ruleId, line, column])).toEqual([
      ['sidebar/duplicate', 2, 61],
      ['sidebar/unknown-doc', 3, 31],
    ]);
    expect([...result.missing.keys()]).toEqual(['docs/c.mdx']);
  });

  it('generates a sidebar from folders, index pages and sidebar_position', () => {
    const items = generateSidebar([
      doc('z', { title: 'Zed', sidebar_position: 1 }),
      doc('guide/index', { title: 'Guide', sidebar_position: 2 }),
      doc('guide/b', { title: 'B', sidebar_label: 'Bee' }),
      doc('guide/a', { title: 'A' }),
      doc('hidden', { title: 'H', unlisted: true }),
      doc('index', { title: 'Home' }),
    ]);
    expect(items).toEqual([
      { type: 'doc', id: 'index', label: 'Home' },
      { type: 'doc', id: 'z', label: 'Zed' },
      { type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/index' }, items: [{ type: 'doc', id: 'guide/a', label: 'A' }, { type: 'doc', id: 'guide/b', label: 'Bee' }] },
    ]);
  });
});
