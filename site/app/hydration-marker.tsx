import { useEffect } from 'react';

/**
 * Marks the root once React owns it: tests and tools wait for this before interacting. Rendered
 * by the server too (where effects do not run), so that both trees have the same shape: `useId`
 * derives ids from a component's place among its siblings, and a sibling only the client had
 * gave every id in the page a different value after hydration.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.getElementById('__root')!.dataset.hydrated = 'true';
  }, []);
  return null;
}
