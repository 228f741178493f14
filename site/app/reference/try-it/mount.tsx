/** Entry of the lazily loaded try-it code: mounts a panel in a slot of the static page. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiName } from '../../../../schemas/spec-types.ts';
import { TryItPanel } from './TryItPanel.tsx';

export function mountTryIt(slot: HTMLElement, props: { api: ApiName; operationId: string }): () => void {
  const root = createRoot(slot);
  root.render(
    <StrictMode>
      <TryItPanel {...props} />
    </StrictMode>,
  );
  return () => root.unmount();
}
