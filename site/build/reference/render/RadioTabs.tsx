/**
 * Tabs that work without JavaScript: a radio group whose checked radio shows its panel through
 * CSS (`:has`, see reference.css). Each radio sits inside its label, so no id is needed and the
 * page's ids stay exactly the anchors the link checker knows.
 *
 * A deferred tab has an empty panel marked `data-deferred="<key>"` that the page fills when the
 * tab is chosen; without JavaScript its tab is hidden (reference.css).
 */
import { useId, type ReactNode } from 'react';

export type TabItem = { key: string; label: ReactNode } & ({ content: ReactNode; deferred?: undefined } | { deferred: true });

export function RadioTabs({ legend, items, kind }: { legend: string; items: TabItem[]; kind: 'lang' | 'variant' | 'example' }) {
  const name = useId();
  return (
    <div className={`ref-tabs ref-tabs--${kind}`}>
      <fieldset className="ref-tabs__list">
        <legend className="visually-hidden">{legend}</legend>
        {items.map((item, index) => (
          <label key={item.key} className={item.deferred ? 'ref-tabs__tab ref-tabs__tab--deferred' : 'ref-tabs__tab'}>
            <input type="radio" className="ref-tabs__radio" name={name} value={item.key} defaultChecked={index === 0} {...(kind === 'lang' ? { 'data-lang': item.key } : {})} />
            {item.label}
          </label>
        ))}
      </fieldset>
      {items.map((item) =>
        item.deferred ? (
          <div key={item.key} className="ref-tabs__panel" data-deferred={item.key} />
        ) : (
          <div key={item.key} className="ref-tabs__panel">
            {item.content}
          </div>
        ),
      )}
    </div>
  );
}
