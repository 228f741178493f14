/**
 * Makes an anchor's target visible before scrolling to it: a field deep in a schema sits in
 * closed `<details>` and maybe in a variant tab that is not selected.
 */
export function reveal(target: HTMLElement): void {
  for (let node: HTMLElement | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && node !== target) node.open = true;
    if (node.classList.contains('ref-tabs__panel')) {
      const tabs = node.parentElement;
      const panels = tabs ? [...tabs.children].filter((child) => child.classList.contains('ref-tabs__panel')) : [];
      const radios = tabs?.querySelectorAll<HTMLInputElement>(':scope > .ref-tabs__list > label > input');
      const radio = radios?.[panels.indexOf(node)];
      if (radio) radio.checked = true;
    }
  }
}

/** Reveals and scrolls to the element of a `#hash` inside `root`; false when there is none. */
export function revealHash(root: HTMLElement, hash: string): boolean {
  if (!hash) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = root.ownerDocument.getElementById(id);
  if (!target || !root.contains(target)) return false;
  reveal(target);
  target.scrollIntoView();
  return true;
}
