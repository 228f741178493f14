/**
 * What the reader types to authenticate, per API, in sessionStorage only: it is gone when the
 * tab closes, never in a URL, never logged, never sent anywhere but the chosen server.
 */
import type { ApiName } from '../../../../schemas/spec-types.ts';

export interface Credentials {
  clientId: string;
  clientSecret: string;
  accessToken: string;
  /** API keys and other header credentials by header name (`x-api-key`, `x-merchant-id`). */
  headers: Record<string, string>;
}

const key = (api: ApiName) => `orchestra.try-it.credentials.${api}`;

const EMPTY_CREDENTIALS: Credentials = { clientId: '', clientSecret: '', accessToken: '', headers: {} };

export function loadCredentials(api: ApiName): Credentials {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(api)) ?? 'null') as Partial<Credentials> | null;
    return { ...EMPTY_CREDENTIALS, ...stored, headers: { ...stored?.headers } };
  } catch {
    return EMPTY_CREDENTIALS;
  }
}

export function saveCredentials(api: ApiName, credentials: Credentials): void {
  try {
    sessionStorage.setItem(key(api), JSON.stringify(credentials));
  } catch {
    // Storage disabled or full: the values last as long as the panel.
  }
}
