/**
 * The search box's keyboard shortcuts (seed §2), decided without the DOM so they are unit-tested:
 * Ctrl/Cmd+K toggles, '/' opens unless the reader is typing in a field, Escape closes, and a
 * letter or digit typed on the focused search button opens the box with that text. The same
 * rules as DocSearch 3.9.0's `useDocSearchKeyboardEvents`, which lives in the lazy chunk and so
 * cannot listen before the reader shows intent.
 */

import { QUERY_MAX_LENGTH } from './types.ts';

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the key was pressed. */
  target: { tagName?: string; isContentEditable?: boolean } | null;
  /** Whether that target is the search button. */
  onSearchButton: boolean;
}

export type KeyAction = { type: 'open' } | { type: 'close' } | { type: 'type'; text: string } | undefined;

function inField(target: KeyInput['target']): boolean {
  if (!target) return false;
  return target.isContentEditable === true || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName ?? '');
}

export function keyAction(event: KeyInput, isOpen: boolean): KeyAction {
  if (event.key === 'Escape') return isOpen ? { type: 'close' } : undefined;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return isOpen ? { type: 'close' } : { type: 'open' };
  // Also while the box is on its way: the focus is still on the button then.
  if (event.onSearchButton && !event.ctrlKey && !event.metaKey && !event.altKey && /^[a-z0-9]$/i.test(event.key)) return { type: 'type', text: event.key };
  if (!isOpen && event.key === '/' && !inField(event.target)) return { type: 'open' };
  return undefined;
}

/** Letters typed on the button before the box appears all go into its query, up to the input limit. */
export function appendToQuery(query: string, text: string): string {
  return `${query}${text}`.slice(0, QUERY_MAX_LENGTH);
}
