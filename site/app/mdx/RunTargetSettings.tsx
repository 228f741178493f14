import { useState, type FormEvent } from 'react';
import type { RunTarget } from '../sandbox/run-session.ts';

const FIELDS = [
  ['clientId', 'Client id', 'text'],
  ['clientSecret', 'Client secret', 'password'],
  ['apiKey', 'API key', 'password'],
  ['merchantId', 'Merchant id (wallet)', 'text'],
] as const;

/**
 * Where the page's examples run: the built-in sandbox of this tab (default), or a sandbox host of
 * the reader's with their own credentials. Kept in sessionStorage only, never in the URL.
 */
export function RunTargetSettings({ current, onSave }: { current: RunTarget; onSave: (target: RunTarget) => void }) {
  const [origin, setOrigin] = useState(current.origin);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const host = value('origin').replace(/\/+$/, '');
    onSave(
      host
        ? { origin: host, credentials: { clientId: value('clientId'), clientSecret: value('clientSecret'), apiKey: value('apiKey'), merchantId: value('merchantId') } }
        : { origin: '' },
    );
  };
  return (
    <details className="run-settings">
      <summary>Runs against: {current.origin || 'the built-in sandbox (in this tab)'}</summary>
      <form onSubmit={submit} className="run-settings__form">
        <label>
          Sandbox host (empty for the built-in sandbox)
          <input name="origin" type="url" placeholder="http://127.0.0.1:4010" value={origin} onChange={(event) => setOrigin(event.target.value)} />
        </label>
        {origin &&
          FIELDS.map(([name, label, type]) => (
            <label key={name}>
              {label}
              <input name={name} type={type} autoComplete="off" defaultValue={current.credentials?.[name] ?? ''} />
            </label>
          ))}
        <button type="submit" className="button">
          Save for this tab
        </button>
      </form>
    </details>
  );
}
