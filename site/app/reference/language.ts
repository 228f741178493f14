/**
 * The code sample language a reader picked, remembered across pages and visits (localStorage)
 * and applied to every operation's language tabs.
 */
const LANGUAGE_KEY = 'orchestra.reference.language';

export function storedLanguage(): string | undefined {
  try {
    return localStorage.getItem(LANGUAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

/** Checks the tab of `language` in every language group of `root` that has it. */
export function applyLanguage(root: ParentNode, language: string): void {
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[data-lang]')) {
    if (radio.value === language) radio.checked = true;
  }
}
