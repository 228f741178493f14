/**
 * Repairs to DocSearch 3.9.0's modal markup that axe reports as serious or critical, applied to
 * the rendered DOM because the markup is the library's:
 * - its backdrop is a `role="button"` with `tabindex="0"` wrapping the whole dialog (nested
 *   interactive content, a name that is not its text): it becomes the modal dialog it is;
 * - every hit list gets `id="docsearch-list"` while the input's `aria-controls` names
 *   `docsearch-<source>-list` (a reference to nothing): the lists get the ids it names, in order
 *   (both come from the same non-empty collections).
 * React leaves alone an attribute whose prop did not change, so the repairs hold; the observer
 * re-applies them when DocSearch renders new lists or sets `aria-controls` again.
 */
const BACKDROP_ATTRIBUTES = ['tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls'];

function repair(root: HTMLElement, label: string): void {
  const backdrop = root.querySelector<HTMLElement>('.DocSearch-Container');
  if (backdrop && backdrop.getAttribute('role') !== 'dialog') {
    backdrop.setAttribute('role', 'dialog');
    backdrop.setAttribute('aria-modal', 'true');
    backdrop.setAttribute('aria-label', label);
  }
  for (const name of BACKDROP_ATTRIBUTES) if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
  const controls = root.querySelector('.DocSearch-Input')?.getAttribute('aria-controls')?.split(/\s+/).filter(Boolean) ?? [];
  root.querySelectorAll('.DocSearch-Dropdown ul[role="listbox"]').forEach((list, index) => {
    const id = controls[index];
    if (id && list.id !== id) list.id = id;
  });
}

/** Applies the repairs under `root` now and whenever DocSearch re-renders; returns the cleanup. */
export function repairDocSearchMarkup(root: HTMLElement, label: string): () => void {
  repair(root, label);
  const observer = new MutationObserver(() => repair(root, label));
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'role'] });
  return () => observer.disconnect();
}
