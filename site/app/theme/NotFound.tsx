import { useEffect } from 'react';
import config from 'virtual:orchestra/config';
import { SmartLink } from './SmartLink.tsx';

export function NotFound() {
  useEffect(() => {
    document.title = `Page not found | ${config.title}`;
  }, []);
  return (
    <main id="__main" tabIndex={-1} className="not-found container">
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the link that brought you here may be wrong.</p>
      <ul>
        <li>
          <SmartLink href="/docs">Documentation home</SmartLink>
        </li>
        <li>
          <SmartLink href="/api-v2">API v2 reference</SmartLink>
        </li>
      </ul>
    </main>
  );
}
