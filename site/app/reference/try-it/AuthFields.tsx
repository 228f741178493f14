/**
 * The credentials an operation's security alternative needs: OAuth2 client credentials (with a
 * button that fetches the token from the target's token endpoint), a bearer token, HTTP basic,
 * API-key headers (`x-api-key`, `x-merchant-id`). Secret inputs are password fields.
 */
import { useId, useState } from 'react';
import type { Credentials } from './credentials.ts';
import type { SchemeUse } from './operation.ts';

export interface TokenRequest {
  tokenUrl: string;
  scope: string;
}

interface Props {
  alternative: SchemeUse[];
  credentials: Credentials;
  onChange: (next: Credentials) => void;
  /** Fetches a token; resolves to a message for the reader. */
  onGetToken: (request: TokenRequest) => Promise<string>;
  errors: string[];
}

function Field({ label, value, onChange, secret, describedBy }: { label: string; value: string; onChange: (value: string) => void; secret?: boolean; describedBy?: string }) {
  const id = useId();
  return (
    <div className="tryit__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={secret ? 'password' : 'text'} autoComplete="off" spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={describedBy} />
    </div>
  );
}

export function AuthFields({ alternative, credentials, onChange, onGetToken, errors }: Props) {
  const oauth = alternative.find((use) => use.scheme.type === 'oauth2');
  const flows = oauth && typeof oauth.scheme.flows === 'object' && oauth.scheme.flows ? (oauth.scheme.flows as Record<string, { tokenUrl?: string }>) : {};
  const tokenUrl = flows.clientCredentials?.tokenUrl;
  const [scope, setScope] = useState(oauth?.scopes.join(' ') ?? '');
  const [tokenMessage, setTokenMessage] = useState('');
  const [fetching, setFetching] = useState(false);
  const errorId = useId();
  const needsClient = Boolean(tokenUrl) || alternative.some((use) => use.scheme.type === 'http' && use.scheme.scheme === 'basic');
  const needsToken = Boolean(oauth) || alternative.some((use) => use.scheme.type === 'http' && use.scheme.scheme === 'bearer');
  const headerNames = alternative.flatMap((use) => (use.scheme.type === 'apiKey' && use.scheme.in === 'header' ? [String(use.scheme.name).toLowerCase()] : []));
  const set = (patch: Partial<Credentials>) => onChange({ ...credentials, ...patch });

  if (alternative.length === 0) return <p className="ref-muted">This operation needs no authentication.</p>;
  return (
    <>
      {needsClient && (
        <>
          <Field label="Client id" value={credentials.clientId} onChange={(clientId) => set({ clientId })} />
          <Field label="Client secret" secret value={credentials.clientSecret} onChange={(clientSecret) => set({ clientSecret })} />
        </>
      )}
      {tokenUrl && (
        <div className="tryit__token">
          <Field label="Scopes" value={scope} onChange={setScope} />
          <button
            type="button"
            className="button button--secondary"
            disabled={fetching}
            onClick={async () => {
              setFetching(true);
              setTokenMessage(await onGetToken({ tokenUrl, scope }));
              setFetching(false);
            }}
          >
            {fetching ? 'Getting a token…' : 'Get a token'}
          </button>
          {tokenMessage && (
            <p className="tryit__note" role="status">
              {tokenMessage}
            </p>
          )}
        </div>
      )}
      {needsToken && <Field label="Access token (Bearer)" secret value={credentials.accessToken} onChange={(accessToken) => set({ accessToken })} />}
      {headerNames.map((name) => (
        <Field
          key={name}
          label={name}
          secret={name === 'x-api-key'}
          value={credentials.headers[name] ?? ''}
          onChange={(value) => set({ headers: { ...credentials.headers, [name]: value } })}
          {...(errors.length > 0 ? { describedBy: errorId } : {})}
        />
      ))}
      {errors.length > 0 && (
        <ul id={errorId} className="tryit__errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </>
  );
}
