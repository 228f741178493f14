/**
 * The static body of a reference page. On the server it is an HTML string; in the browser it is
 * DOM nodes, never an HTML string: on first load React keeps the prerendered nodes (serializing
 * 1.7 MB of body for a byte-for-byte hydration took a 100 ms main-thread task on a throttled
 * phone), after a client-side navigation the route's prerendered page is fetched and its body
 * nodes moved in. Leaving the page keeps its nodes for the session, so coming back is instant and
 * finds the reader's open sections and loaded code samples as they were.
 */
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export const BODY_ATTRIBUTE = 'data-reference-body';

export type BodyState = { status: 'ready'; nodes: readonly Node[] } | { status: 'loading' } | { status: 'error'; message: string };

const kept = new Map<string, readonly Node[]>();

function bodyElement(root: ParentNode, route: string): Element | null {
  return root.querySelector(`[${BODY_ATTRIBUTE}="${CSS.escape(route)}"]`);
}

async function fetchBody(route: string): Promise<readonly Node[]> {
  const response = await fetch(route, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const element = bodyElement(new DOMParser().parseFromString(await response.text(), 'text/html'), route);
  if (!element) throw new Error('the page has no reference body');
  return [...element.childNodes];
}

function initialState(route: string, serverBody: string | undefined): BodyState {
  // The server renders the string; nodes only exist in a browser.
  if (serverBody !== undefined) return { status: 'ready', nodes: [] };
  const known = kept.get(route);
  if (known) return { status: 'ready', nodes: known };
  const prerendered = bodyElement(document, route);
  return prerendered ? { status: 'ready', nodes: [...prerendered.childNodes] } : { status: 'loading' };
}

/**
 * The body's state, kept in `element` once ready. Render the element with
 * `dangerouslySetInnerHTML={{ __html: serverBody ?? '' }}` and `suppressHydrationWarning`: React
 * then leaves its children alone (it compares the string, which never changes in the browser).
 */
export function useReferenceBody(route: string, serverBody: string | undefined, element: RefObject<HTMLElement | null>): { state: BodyState; retry: () => void } {
  const [state, setState] = useState<BodyState>(() => initialState(route, serverBody));
  const [attempt, setAttempt] = useState(0);
  const nodes = state.status === 'ready' ? state.nodes : undefined;

  useLayoutEffect(() => {
    const target = element.current;
    if (!target || !nodes) return;
    // Already in place after hydration (and on StrictMode's second run).
    if (nodes.some((node) => node.parentNode !== target)) target.replaceChildren(...nodes);
    return () => {
      kept.set(route, [...target.childNodes]);
    };
  }, [element, nodes, route]);

  useEffect(() => {
    if (nodes) return;
    let live = true;
    fetchBody(route).then(
      (fetched) => {
        if (live) setState({ status: 'ready', nodes: fetched });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [route, attempt, nodes]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
