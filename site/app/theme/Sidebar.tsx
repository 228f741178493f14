import { useState } from 'react';
import { getBootData } from '../page-loader.ts';
import type { SidebarCategory, SidebarItem } from '../types.ts';
import { SmartLink } from './SmartLink.tsx';

/** Full sidebars (data, fetched once) for categories the page's HTML left collapsed. */
const fullSidebars = new Map<string, Promise<Record<string, SidebarItem[]>>>();

function categoryItems(sidebarId: string, key: string): Promise<SidebarItem[]> {
  const url = getBootData()?.sidebars[sidebarId];
  if (!url) return Promise.resolve([]);
  let sidebar = fullSidebars.get(sidebarId);
  if (!sidebar) {
    sidebar = fetch(url).then((response) => response.json() as Promise<Record<string, SidebarItem[]>>);
    sidebar.catch(() => fullSidebars.delete(sidebarId));
    fullSidebars.set(sidebarId, sidebar);
  }
  return sidebar.then((byKey) => byKey[key] ?? []);
}

function Category({ category, sidebarId, open, onToggle }: { category: SidebarCategory; sidebarId: string; open: boolean; onToggle: () => void }) {
  const [items, setItems] = useState(category.items);
  const toggle = () => {
    if (!open && !items) void categoryItems(sidebarId, category.key).then(setItems);
    onToggle();
  };
  return (
    <li className={`menu__list-item ${open ? '' : 'menu__list-item--collapsed'}`}>
      <div className="menu__category">
        {category.href ? (
          <SmartLink className="menu__link menu__link--sublist" href={category.href}>
            {category.label}
          </SmartLink>
        ) : (
          <span className="menu__link menu__link--sublist">{category.label}</span>
        )}
        <button type="button" className="menu__caret" aria-expanded={open} aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${category.label}'`} onClick={toggle} />
      </div>
      {open && items && <SidebarTree items={items} sidebarId={sidebarId} />}
    </li>
  );
}

/**
 * Categories auto-collapse: opening one closes its open siblings, so the active path stays
 * readable. The page's own path arrives expanded from the build.
 */
export function SidebarTree({ items, sidebarId }: { items: SidebarItem[]; sidebarId: string }) {
  const [openKey, setOpenKey] = useState<string | undefined>(() => items.find((item): item is SidebarCategory => item.type === 'category' && item.expanded)?.key);
  return (
    <ul className="menu__list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href} className="menu__list-item">
            <SmartLink className={`menu__link ${item.active ? 'menu__link--active' : ''}`} href={item.href} aria-current={item.active ? 'page' : undefined}>
              {item.label}
            </SmartLink>
          </li>
        ) : (
          <Category key={item.key} category={item} sidebarId={sidebarId} open={openKey === item.key} onToggle={() => setOpenKey(openKey === item.key ? undefined : item.key)} />
        ),
      )}
    </ul>
  );
}

export function Sidebar({ items, sidebarId }: { items: SidebarItem[]; sidebarId: string }) {
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label="Docs sidebar">
        <SidebarTree items={items} sidebarId={sidebarId} />
      </nav>
    </aside>
  );
}
