/**
 * The few interactive parts of a reference body, wired by event delegation on the static HTML
 * (the body is not React): the language tabs (remembered across pages, their deferred samples
 * fetched when picked), copy buttons, internal links through the client router, field names that
 * give their anchor, and the try-it panels, whose code loads on the first click.
 */
import type { ApiName } from '../../../schemas/spec-types.ts';
import { deferredSamples } from './deferred-samples.ts';
import { applyLanguage, storedLanguage, storeLanguage } from './language.ts';

export interface BehaviourOptions {
  api: ApiName;
  navigate: (to: string) => void;
  /** The page's deferred code samples (JSON). */
  samplesUrl: string;
}

const READY_ATTRIBUTE = 'data-ready';
/** The name of a field row that has an anchor (the Schemas section): a click gives its address. */
const FIELD_NAME = '.ref-fields > li[id] > code:first-child';

function plainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const text = button.parentElement?.querySelector('pre')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Copy failed';
  }
  setTimeout(() => (button.textContent = 'Copy'), 1500);
}

export function attachBehaviours(root: HTMLElement, options: BehaviourOptions): () => void {
  const panels = new Map<HTMLElement, Promise<() => void>>();
  const showSamples = deferredSamples(root, options.samplesUrl);

  const setTryItOpen = (button: HTMLButtonElement, slot: HTMLElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? 'Hide try it' : 'Try it';
    slot.hidden = !open;
  };

  const toggleTryIt = (button: HTMLButtonElement) => {
    const container = button.closest<HTMLElement>('.ref-tryit');
    const slot = container?.querySelector<HTMLElement>('.ref-tryit__slot');
    const operationId = container?.dataset.operationId;
    if (!container || !slot || !operationId) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    setTryItOpen(button, slot, open);
    if (open && !panels.has(slot)) {
      panels.set(
        slot,
        import('./try-it/mount.tsx').then(({ mountTryIt }) => mountTryIt(slot, { api: options.api, operationId })),
      );
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button[data-copy], button[data-try-it-open]');
    if (button && root.contains(button)) {
      if (button.hasAttribute('data-copy')) void copy(button);
      else toggleTryIt(button);
      return;
    }
    const fieldName = target?.closest<HTMLElement>(FIELD_NAME);
    if (fieldName && root.contains(fieldName) && plainLeftClick(event)) {
      options.navigate(`#${fieldName.parentElement!.id}`);
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!link || !root.contains(link) || link.target || link.hasAttribute('download') || !plainLeftClick(event)) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) {
      event.preventDefault();
      options.navigate(href);
    }
  };

  const onChange = (event: Event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || !radio.dataset.lang) return;
    storeLanguage(radio.value);
    applyLanguage(root, radio.value);
    void showSamples(radio.value);
  };

  const language = storedLanguage();
  if (language) {
    applyLanguage(root, language);
    void showSamples(language);
  }
  root.addEventListener('click', onClick);
  root.addEventListener('change', onChange);
  // Shows what only works with JavaScript (copy, try it): see reference.css.
  root.setAttribute(READY_ATTRIBUTE, '');
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('change', onChange);
    root.removeAttribute(READY_ATTRIBUTE);
    // The body's nodes are kept for a return to the page (use-reference-body.ts): close the
    // panels, whose React roots go now, so the page comes back with its buttons as new.
    for (const [slot, unmount] of panels) {
      const button = slot.closest('.ref-tryit')?.querySelector<HTMLButtonElement>('button[data-try-it-open]');
      if (button) setTryItOpen(button, slot, false);
      void unmount.then((run) => run());
    }
  };
}
