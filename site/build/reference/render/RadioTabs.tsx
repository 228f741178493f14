/**
 * Tabs that work without JavaScript: a radio group whose checked radio shows its panel through
 * CSS (`:has`, see reference.css). Each radio sits inside its label, so no id is needed and the
 * page's ids stay exactly the anchors the link checker knows.
 */
import { useId, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

export function RadioTabs({ legend, items, kind }: { legend: string; items: TabItem[]; kind: 'lang' | 'variant' | 'example' }) {
  const name = useId();
  return (
    <div className={`ref-tabs ref-tabs--${kind}`}>
      <fieldset className="ref-tabs__list">
        <legend className="visually-hidden">{legend}</legend>
        {items.map((item, index) => (
          <label key={item.key} className="ref-tabs__tab">
            <input type="radio" className="ref-tabs__radio" name={name} value={item.key} defaultChecked={index === 0} {...(kind === 'lang' ? { 'data-lang': item.key } : {})} />
            {item.label}
          </label>
        ))}
      </fieldset>
      {items.map((item) => (
        <div key={item.key} className="ref-tabs__panel">
          {item.content}
        </div>
      ))}
    </div>
  );
}
