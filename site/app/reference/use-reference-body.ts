/**
 * The static body of a reference page. On the server it is a prop; in the browser it is read
 * from the prerendered page on first load (so hydration matches byte for byte) and fetched from
 * the route's prerendered HTML after a client-side navigation. Bodies are kept for the session,
 * so coming back to a reference is instant.
 */
import { useCallback, useEffect, useState } from 'react';

export const BODY_ATTRIBUTE = 'data-reference-body';

export type BodyState = { status: 'ready'; html: string } | { status: 'loading' } | { status: 'error'; message: string };

const bodies = new Map<string, string>();

function bodyIn(root: ParentNode, route: string | undefined): string | undefined {
  const selector = route === undefined ? `[${BODY_ATTRIBUTE}]` : `[${BODY_ATTRIBUTE}="${CSS.escape(route)}"]`;
  return root.querySelector(selector)?.innerHTML;
}

async function fetchBody(route: string): Promise<string> {
  const response = await fetch(route, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const html = bodyIn(page, route);
  if (html === undefined) throw new Error('the page has no reference body');
  return html;
}

export function useReferenceBody(route: string, serverBody: string | undefined): { state: BodyState; retry: () => void } {
  const [state, setState] = useState<BodyState>(() => {
    if (serverBody !== undefined) return { status: 'ready', html: serverBody };
    const known = bodies.get(route) ?? bodyIn(document, route);
    if (known === undefined) return { status: 'loading' };
    bodies.set(route, known);
    return { status: 'ready', html: known };
  });
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    fetchBody(route).then(
      (html) => {
        bodies.set(route, html);
        if (live) setState({ status: 'ready', html });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [route, attempt, ready]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
