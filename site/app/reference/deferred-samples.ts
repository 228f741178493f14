/**
 * The code samples a reference page does not carry (every language but curl, see
 * site/build/reference/render/CodeSamples.tsx): one JSON file per page, fetched the first time a
 * reader picks such a language, then poured into every empty panel of that language.
 */

/** Operation anchor → language key → the HTML of the tab panel (built by us, highlighted at build time). */
type DeferredSamples = Record<string, Record<string, string>>;

const DEFERRED_ATTRIBUTE = 'data-deferred';

function isDeferredSamples(value: unknown): value is DeferredSamples {
  const isRecord = (candidate: unknown): candidate is Record<string, unknown> => typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
  return isRecord(value) && Object.values(value).every((languages) => isRecord(languages) && Object.values(languages).every((html) => typeof html === 'string'));
}

async function fetchSamples(url: string): Promise<DeferredSamples> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const value: unknown = await response.json();
  if (!isDeferredSamples(value)) throw new Error('unexpected content');
  return value;
}

function message(panel: HTMLElement, text: string, role?: 'alert'): void {
  const paragraph = panel.ownerDocument.createElement('p');
  paragraph.className = 'ref-samples__status';
  if (role) paragraph.setAttribute('role', role);
  paragraph.textContent = text;
  panel.replaceChildren(paragraph);
}

/**
 * Returns `show(language)`: fills the empty panels of `language` in `root`; a language that is in
 * the page (curl) or has no empty panel left costs nothing. A failed download says so in the
 * panels and is tried again the next time the language is picked.
 */
export function deferredSamples(root: HTMLElement, url: string): (language: string) => Promise<void> {
  let download: Promise<DeferredSamples> | undefined;
  return async (language) => {
    const panels = [...root.querySelectorAll<HTMLElement>(`[${DEFERRED_ATTRIBUTE}="${CSS.escape(language)}"]`)];
    if (panels.length === 0) return;
    for (const panel of panels) if (!panel.firstChild) message(panel, 'Loading the code sample…');
    download ??= fetchSamples(url);
    let samples: DeferredSamples;
    try {
      samples = await download;
    } catch (error) {
      download = undefined;
      const reason = error instanceof Error ? error.message : String(error);
      for (const panel of panels) message(panel, `The code sample could not be loaded (${reason}). Pick the language again to retry.`, 'alert');
      return;
    }
    for (const panel of panels) {
      const operation = panel.closest('[id^="operation/"]')?.id;
      const html = operation ? samples[operation]?.[language] : undefined;
      if (html === undefined) {
        message(panel, 'No sample in this language.');
      } else {
        panel.innerHTML = html;
      }
      panel.removeAttribute(DEFERRED_ATTRIBUTE);
    }
  };
}
