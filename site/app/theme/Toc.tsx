import type { TocItem } from '../types.ts';

/** Table of contents of the page, levels 2 to 3 (filtered at build time). */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <aside className="toc">
      <nav aria-label="On this page">
        <p className="toc__title">On this page</p>
        <ul className="toc__list">
          {items.map((item) => (
            <li key={item.id} className={`toc__item toc__item--h${item.depth}`}>
              <a href={`#${item.id}`}>{item.text}</a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
