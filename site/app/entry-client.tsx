import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrationMarker } from './hydration-marker.tsx';
import { loadClientPage, rememberPage, setBootData, type BootData } from './page-loader.ts';
import { BrowserRouter, type PageState } from './router/router.tsx';
import { Shell } from './theme/Shell.tsx';
import type { PageModule } from './types.ts';
import './styles/index.css';

async function start() {
  const boot = JSON.parse(document.getElementById('__orchestra_boot')?.textContent ?? '{}') as BootData & { status: 200 | 404 };
  setBootData(boot);
  // The page module must be in memory before hydration so the first render matches the HTML.
  let initial: PageState = { status: 404 };
  if (boot.status === 200) {
    const page = (await import(/* @vite-ignore */ boot.page)) as PageModule;
    rememberPage(page);
    initial = { status: 200, page };
  }
  hydrateRoot(
    document.getElementById('__root')!,
    <StrictMode>
      <BrowserRouter initial={initial} loadPage={loadClientPage}>
        <Shell />
        <HydrationMarker />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
