import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { getBootData } from '../page-loader.ts';
import { useRouter } from '../router/router.tsx';
import type { SidebarCategory, SidebarGap, SidebarItem } from '../types.ts';
import { SmartLink } from './SmartLink.tsx';

/** Full sidebars (data, fetched once) for what the page's HTML left out: collapsed categories, long lists. */
const fullSidebars = new Map<string, Promise<Record<string, SidebarItem[]>>>();

/** The entries of a list: `''` is a sidebar's top level, any other key a category's items. */
function listEntries(sidebarId: string, listKey: string): Promise<SidebarItem[]> {
  const url = getBootData()?.sidebars[sidebarId];
  if (!url) return Promise.reject(new Error(`no sidebar data for '${sidebarId}'`));
  let sidebar = fullSidebars.get(sidebarId);
  if (!sidebar) {
    sidebar = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`sidebar data: HTTP ${response.status}`);
      return response.json() as Promise<Record<string, SidebarItem[]>>;
    });
    // A failed fetch must not poison later attempts.
    sidebar.catch(() => fullSidebars.delete(sidebarId));
    fullSidebars.set(sidebarId, sidebar);
  }
  return sidebar.then((byKey) => byKey[listKey] ?? []);
}

function Category({ category, sidebarId, open, onToggle }: { category: SidebarCategory; sidebarId: string; open: boolean; onToggle: () => void }) {
  const [items, setItems] = useState(category.items);
  const toggle = () => {
    // On failure the category stays empty; closing and opening it again retries.
    if (!open && !items) void listEntries(sidebarId, category.key).then(setItems, () => undefined);
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
      {open && items && <SidebarTree items={items} sidebarId={sidebarId} listKey={category.key} />}
    </li>
  );
}

const PLURALS: Record<SidebarGap['noun'], string> = { section: 'sections', page: 'pages', entry: 'entries' };

function gapLabel(gap: SidebarGap): string {
  return `Show ${gap.count} ${gap.side === 'before' ? 'earlier' : 'later'} ${gap.count === 1 ? gap.noun : PLURALS[gap.noun]}`;
}

/**
 * The control in place of the entries a long list left out. Without JavaScript it is a link to
 * the nearest hidden page (whose own sidebar shows that neighbourhood); with it, it reveals them.
 */
function GapControl({ gap, onReveal }: { gap: SidebarGap; onReveal: () => void }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onReveal();
  };
  return (
    <li className="menu__list-item">
      <a className="menu__link menu__link--gap" href={gap.href} onClick={onClick}>
        {gapLabel(gap)}
      </a>
    </li>
  );
}

type Revealed = Partial<Record<SidebarGap['side'], SidebarItem[]>>;

/** The list as the reader sees it: the window, with each gap either its control or the entries it hid. */
function visibleEntries(items: SidebarItem[], revealed: Revealed): SidebarItem[] {
  return items.flatMap((item) => (item.type === 'gap' ? (revealed[item.side] ?? [item]) : [item]));
}

/**
 * Categories auto-collapse: opening one closes its open siblings, so the active path stays
 * readable. The page's own path arrives expanded from the build; a long list arrives as a window
 * around the active entry, and its gaps reveal the rest from the sidebar JSON.
 */
export function SidebarTree({ items, sidebarId, listKey = '' }: { items: SidebarItem[]; sidebarId: string; listKey?: string }) {
  const { navigate } = useRouter();
  const [openKey, setOpenKey] = useState<string | undefined>(() => items.find((item): item is SidebarCategory => item.type === 'category' && item.expanded)?.key);
  const [revealed, setRevealed] = useState<Revealed>({});
  /** The entry that takes focus once revealed, so a keyboard reader continues where the control was. */
  const [focusEntry, setFocusEntry] = useState<number>();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusEntry === undefined) return;
    list.current?.children[focusEntry]?.querySelector<HTMLElement>('a, button')?.focus();
    setFocusEntry(undefined);
  }, [focusEntry]);

  const entries = visibleEntries(items, revealed);
  const reveal = (gap: SidebarGap) => {
    listEntries(sidebarId, listKey).then(
      (all) => {
        const hidden = gap.side === 'before' ? all.slice(0, gap.count) : all.slice(all.length - gap.count);
        setRevealed((current) => ({ ...current, [gap.side]: hidden }));
        // Before: the list's first entry, so reading on walks through what appeared. After: the first revealed.
        setFocusEntry(gap.side === 'before' ? 0 : entries.indexOf(gap));
      },
      // The data is out of reach (offline, a deploy in between): go where the link goes.
      () => navigate(gap.href),
    );
  };

  return (
    <ul className="menu__list" ref={list}>
      {entries.map((item) => {
        if (item.type === 'gap') return <GapControl key={`gap-${item.side}`} gap={item} onReveal={() => reveal(item)} />;
        if (item.type === 'link')
          return (
            <li key={item.href} className="menu__list-item">
              <SmartLink className={`menu__link ${item.active ? 'menu__link--active' : ''}`} href={item.href} aria-current={item.active ? 'page' : undefined}>
                {item.label}
              </SmartLink>
            </li>
          );
        return <Category key={item.key} category={item} sidebarId={sidebarId} open={openKey === item.key} onToggle={() => setOpenKey(openKey === item.key ? undefined : item.key)} />;
      })}
    </ul>
  );
}

/** `route` remounts the tree on navigation, so each page starts from its own expanded path and window. */
export function Sidebar({ items, sidebarId, route }: { items: SidebarItem[]; sidebarId: string; route: string }) {
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label="Docs sidebar">
        <SidebarTree key={route} items={items} sidebarId={sidebarId} />
      </nav>
    </aside>
  );
}
