/** The response of a try-it call: status, time, the validation verdict, headers and body. */
import type { IncomingResponse } from './transport.ts';
import type { ResponseCheck } from './validation.ts';

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

export function ResponseView({ response, check }: { response: IncomingResponse; check: ResponseCheck }) {
  const family = String(response.status)[0];
  return (
    <div className="tryit__response">
      <p className="tryit__status">
        <span className={`ref-status ref-status--${family}xx`}>{response.status}</span> in {Math.max(1, Math.round(response.durationMs))} ms
      </p>
      {check.errors.length === 0 ? (
        <p className="tryit__verdict tryit__verdict--ok">
          ✓ The response matches the documented {check.documented} response{check.mediaType ? ` (${check.mediaType})` : ''}.
        </p>
      ) : (
        <div className="tryit__verdict tryit__verdict--bad">
          <p>The response does not match the documentation{check.documented ? ` of ${check.documented}` : ''}:</p>
          <ul>
            {check.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <details className="tryit__headers">
        <summary>Response headers</summary>
        <ul>
          {Object.entries(response.headers).map(([name, value]) => (
            <li key={name}>
              <code>
                {name}: {value}
              </code>
            </li>
          ))}
        </ul>
      </details>
      {response.body && (
        <pre className="tryit__body" tabIndex={0}>
          {pretty(response.body)}
        </pre>
      )}
    </div>
  );
}
