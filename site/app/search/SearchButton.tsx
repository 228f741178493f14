/**
 * The navbar's search button, rendered on the server and part of every page's JavaScript, so it
 * stays small: it looks like DocSearch's button but is not it. DocSearch, its CSS, the engine and
 * the index are downloaded on the reader's first intent (pointer over the button, touch, focus,
 * click, Ctrl/Cmd+K, '/'), never on page load.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import config from 'virtual:orchestra/config';
import { getBootData } from '../page-loader.ts';
import { useRouter } from '../router/router.tsx';
import { appendToQuery, keyAction } from './keyboard.ts';
import { isSitePath } from './links.ts';
import { searchMode } from './search-mode.ts';
import type SearchModal from './SearchModal.tsx';

const mode = searchMode(config.search);

type Modal = typeof SearchModal;
let modalModule: Promise<Modal> | undefined;

function loadModal(): Promise<Modal> {
  if (!modalModule) {
    const attempt = import('./SearchModal.tsx').then((module) => module.default);
    modalModule = attempt;
    // A failed download (offline, a deploy removed the chunk) is tried again on the next intent.
    attempt.catch(() => {
      if (modalModule === attempt) modalModule = undefined;
    });
  }
  return modalModule;
}

/** Starts every download the first search needs, in parallel: the modal, and the engine with its index. */
function prepareSearch(): void {
  loadModal().catch(() => undefined);
  if (mode.kind === 'local') {
    // Failures surface on the first search, which tries again and shows "Unable to fetch results".
    import('./local-index.ts')
      .then(({ loadLocalIndex }) => loadLocalIndex(getBootData()?.search))
      .catch(() => undefined);
  }
}

/** '⌘' on Apple platforms, 'Ctrl' elsewhere; unknown until hydration (the server cannot tell). */
function useShortcutKey(): 'Ctrl' | '⌘' | undefined {
  const [key, setKey] = useState<'Ctrl' | '⌘'>();
  useEffect(() => setKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return key;
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="search-button__icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SearchButton() {
  const { navigate } = useRouter();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shortcutKey = useShortcutKey();
  const [open, setOpenState] = useState(false);
  // The keyboard listener reads it between renders (several keys can arrive before one).
  const openRef = useRef(false);
  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  }, []);
  const [Modal, setModal] = useState<Modal>();
  const [initialQuery, setInitialQuery] = useState('');
  const [initialScrollY, setInitialScrollY] = useState(0);
  /** Where to go once the modal has closed (a hit, "See all … results"). */
  const destination = useRef<string | undefined>(undefined);

  const openWith = useCallback((query: string) => {
    prepareSearch();
    setInitialQuery(query);
    setInitialScrollY(window.scrollY);
    setOpen(true);
    loadModal().then(
      (loaded) => setModal(() => loaded),
      (error: unknown) => {
        console.error('the search box could not load:', error);
        setOpen(false);
      },
    );
  }, [setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const closeAndGo = useCallback(
    (href: string) => {
      destination.current = href;
      setOpen(false);
    },
    [setOpen],
  );

  // After the modal has unmounted (DocSearch restores the scroll position as it goes): follow
  // the chosen link, or give the focus back to the button.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open || !wasOpen.current) {
      wasOpen.current = open;
      return;
    }
    wasOpen.current = false;
    const href = destination.current;
    destination.current = undefined;
    if (href === undefined) buttonRef.current?.focus();
    else if (isSitePath(href)) navigate(href);
    else window.location.assign(href);
  }, [open, navigate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = keyAction({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, target, onSearchButton: target === buttonRef.current }, openRef.current);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'close') close();
      else if (action.type === 'open') openWith('');
      // Letters typed on the button while the modal downloads all land in its query.
      else if (openRef.current) setInitialQuery((query) => appendToQuery(query, action.text));
      else openWith(appendToQuery('', action.text));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [close, openWith]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        // Named by its text, "Search" (kept for assistive technology where narrow screens show
        // only the icon); the key caps are hidden from it, which reads the shortcuts from here.
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => openWith('')}
        onPointerEnter={prepareSearch}
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
      >
        <SearchIcon />
        <span className="search-button__placeholder">Search</span>
        <span className="search-button__keys" aria-hidden="true">
          {shortcutKey && (
            <>
              <kbd className="search-button__key">{shortcutKey}</kbd>
              <kbd className="search-button__key">K</kbd>
            </>
          )}
        </span>
      </button>
      {open && Modal && <Modal mode={mode} initialQuery={initialQuery} initialScrollY={initialScrollY} onClose={close} onNavigate={closeAndGo} />}
    </>
  );
}
