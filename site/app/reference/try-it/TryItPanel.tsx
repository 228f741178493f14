/**
 * The try-it panel of one operation: server choice (the built-in sandbox by default, the spec's
 * servers, a custom URL), credentials, parameters and a body editor prefilled from the spec's
 * examples (one per oneOf shape), validation before sending, and the response validated
 * against what the spec documents for its status.
 */
import { useId, useMemo, useState } from 'react';
import type { SampleError } from '../../../../schemas/messages.ts';
import type { ApiName } from '../../../../schemas/spec-types.ts';
import { SANDBOX_CREDENTIALS } from '../../../../sandbox/test-values.ts';
import { AuthFields, type TokenRequest } from './AuthFields.tsx';
import { loadCredentials, saveCredentials, type Credentials } from './credentials.ts';
import { findOperation, type TryItOperation } from './operation.ts';
import { authHeaderNames, buildRequest, parameterKey, type RequestErrors } from './request.ts';
import { ResponseView } from './ResponseView.tsx';
import { sampleValue } from './sample-value.ts';
import { basicCredentials, send, tokenEndpoint, type IncomingResponse, type Target } from './transport.ts';
import { checkResponse, specDocument, validate, type ResponseCheck } from './validation.ts';

const SANDBOX = 'sandbox';
const CUSTOM = 'custom';

/** The sandbox accepts exactly its documented test credentials: fill them in for the reader. */
function withSandboxDefaults(credentials: Credentials): Credentials {
  const headers: Record<string, string> = { ...credentials.headers };
  headers['x-api-key'] ||= SANDBOX_CREDENTIALS.apiKey;
  headers['x-merchant-id'] ||= SANDBOX_CREDENTIALS.merchantId;
  return { ...credentials, clientId: credentials.clientId || SANDBOX_CREDENTIALS.clientId, clientSecret: credentials.clientSecret || SANDBOX_CREDENTIALS.clientSecret, headers };
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

type Outcome = { kind: 'idle' } | { kind: 'invalid'; errors: RequestErrors } | { kind: 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; response: IncomingResponse; check: ResponseCheck };

export function TryItPanel({ api, operationId }: { api: ApiName; operationId: string }) {
  const operation = useMemo(() => findOperation(specDocument(api), operationId), [api, operationId]);
  if (!operation) return <p role="alert">{operationId} is not in the spec this page was built from.</p>;
  return <Panel api={api} operation={operation} />;
}

function Panel({ api, operation }: { api: ApiName; operation: TryItOperation }) {
  const ids = useId();
  const document = specDocument(api);
  const [server, setServer] = useState(SANDBOX);
  const [customUrl, setCustomUrl] = useState('');
  const [alternativeIndex, setAlternativeIndex] = useState(() => Math.max(0, operation.security.findIndex((alternative) => alternative.length > 0)));
  const [credentials, setCredentialsState] = useState(() => withSandboxDefaults(loadCredentials(api)));
  const [parameters, setParameters] = useState(() => Object.fromEntries(operation.parameters.map((parameter) => [parameterKey(parameter), parameter.example])));
  // Each body shape starts from the spec's example of that shape, else a minimal valid value.
  const shapes = useMemo(() => {
    const body = operation.body;
    if (!body) return [];
    if (body.variants.length === 0) return [{ label: 'Body', text: body.examples[0] ? pretty(body.examples[0].value) : body.schema ? pretty(sampleValue(document, body.schema)) : '' }];
    return body.variants.map((variant) => {
      const example = body.examples.find((candidate) => validate(api, variant.schema, candidate.value).length === 0);
      return { label: variant.label, text: pretty(example ? example.value : sampleValue(document, variant.schema)) };
    });
  }, [api, document, operation]);
  const [shape, setShape] = useState(0);
  const [bodyText, setBodyText] = useState(shapes[0]?.text ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const alternative = operation.security[alternativeIndex] ?? [];
  const target: Target = server === SANDBOX ? { kind: 'sandbox' } : { kind: 'network' };
  const baseUrl = server === SANDBOX ? (operation.servers[0]?.url ?? '') : server === CUSTOM ? customUrl.trim().replace(/\/+$/, '') : (operation.servers[Number(server)]?.url ?? '');
  const setCredentials = (next: Credentials) => {
    setCredentialsState(next);
    saveCredentials(api, next);
  };
  const skippedHeaders = authHeaderNames(alternative);
  const visibleParameters = operation.parameters.filter((parameter) => !(parameter.in === 'header' && skippedHeaders.has(parameter.name.toLowerCase())));
  const errors = outcome.kind === 'invalid' ? outcome.errors : undefined;

  const getToken = async ({ tokenUrl, scope }: TokenRequest): Promise<string> => {
    if (!/^https?:\/\/[^/]/.test(baseUrl)) return 'Choose a server first.';
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope.trim() ? { scope: scope.trim() } : {}) });
    const result = await send(target, {
      method: 'POST',
      url: tokenEndpoint(tokenUrl, baseUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', authorization: basicCredentials(credentials.clientId, credentials.clientSecret) },
      body: form.toString(),
    });
    if (!result.ok) return result.message;
    let answer: { access_token?: unknown; expires_in?: unknown; scope?: unknown; detail?: unknown; title?: unknown; message?: unknown } = {};
    try {
      answer = JSON.parse(result.response.body) as typeof answer;
    } catch {
      // Reported below with the status.
    }
    if (result.response.status !== 200 || typeof answer.access_token !== 'string') {
      return `The token request failed with ${result.response.status}: ${String(answer.detail ?? answer.title ?? answer.message ?? 'no explanation')}`;
    }
    setCredentials({ ...credentials, accessToken: answer.access_token });
    return `Token received${typeof answer.expires_in === 'number' ? `, valid ${answer.expires_in} s` : ''}${typeof answer.scope === 'string' ? `, scopes ${answer.scope}` : ''}.`;
  };

  const submit = async () => {
    const built = buildRequest(api, operation, { baseUrl, parameters, bodyText, alternative, credentials });
    if (!built.ok) {
      setOutcome({ kind: 'invalid', errors: built.errors });
      return;
    }
    setOutcome({ kind: 'sending' });
    const result = await send(target, built.request);
    setOutcome(result.ok ? { kind: 'done', response: result.response, check: checkResponse(api, operation, result.response) } : { kind: 'failed', message: result.message });
  };

  return (
    <form
      className="tryit"
      aria-label={`Try ${operation.operationId}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>Server</legend>
        <div className="tryit__field">
          <label htmlFor={`${ids}-server`}>Send to</label>
          <select
            id={`${ids}-server`}
            value={server}
            onChange={(event) => {
              setServer(event.target.value);
              if (event.target.value === SANDBOX) setCredentials(withSandboxDefaults(credentials));
            }}
          >
            <option value={SANDBOX}>Built-in sandbox (runs in this page)</option>
            {operation.servers.map((entry, index) => (
              <option key={entry.url} value={String(index)}>
                {entry.url}
                {entry.description ? ` (${entry.description.split('.')[0]})` : ''}
              </option>
            ))}
            <option value={CUSTOM}>Custom URL…</option>
          </select>
        </div>
        {server === CUSTOM && (
          <div className="tryit__field">
            <label htmlFor={`${ids}-custom`}>Server URL</label>
            <input id={`${ids}-custom`} type="url" placeholder="http://localhost:4010" value={customUrl} onChange={(event) => setCustomUrl(event.target.value)} />
          </div>
        )}
        {errors?.server.map((error) => (
          <p key={error} className="tryit__errors">
            {error}
          </p>
        ))}
      </fieldset>

      <fieldset>
        <legend>Authentication</legend>
        {operation.security.length > 1 && (
          <div className="tryit__field">
            <label htmlFor={`${ids}-auth`}>Use</label>
            <select id={`${ids}-auth`} value={alternativeIndex} onChange={(event) => setAlternativeIndex(Number(event.target.value))}>
              {operation.security.map((option, index) => (
                <option key={index} value={index}>
                  {option.length === 0 ? 'No authentication' : option.map((use) => use.name).join(' + ')}
                </option>
              ))}
            </select>
          </div>
        )}
        <AuthFields key={alternativeIndex} alternative={alternative} credentials={credentials} onChange={setCredentials} onGetToken={getToken} errors={errors?.auth ?? []} />
      </fieldset>

      {visibleParameters.length > 0 && (
        <fieldset>
          <legend>Parameters</legend>
          {visibleParameters.map((parameter) => {
            const key = parameterKey(parameter);
            const problems = errors?.parameters[key] ?? [];
            const id = `${ids}-${key}`;
            return (
              <div key={key} className="tryit__field">
                <label htmlFor={id}>
                  {parameter.name} <span className="ref-muted">({parameter.in}{parameter.required ? ', required' : ''})</span>
                </label>
                <input
                  id={id}
                  type="text"
                  spellCheck={false}
                  value={parameters[key] ?? ''}
                  onChange={(event) => setParameters({ ...parameters, [key]: event.target.value })}
                  aria-invalid={problems.length > 0 || undefined}
                  aria-describedby={problems.length > 0 ? `${id}-error` : undefined}
                />
                {problems.length > 0 && (
                  <p id={`${id}-error`} className="tryit__errors">
                    {problems.join('; ')}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}

      {operation.body && (
        <fieldset>
          <legend>
            Request body <span className="ref-muted">({operation.body.mediaType}{operation.body.required ? ', required' : ', optional'})</span>
          </legend>
          {shapes.length > 1 && (
            <div className="tryit__shapes" role="radiogroup" aria-label="Body shape">
              {shapes.map((option, index) => (
                <label key={option.label}>
                  <input
                    type="radio"
                    name={`${ids}-shape`}
                    checked={shape === index}
                    onChange={() => {
                      setShape(index);
                      setBodyText(option.text);
                    }}
                  />{' '}
                  {option.label}
                </label>
              ))}
            </div>
          )}
          <BodyEditor id={`${ids}-body`} value={bodyText} onChange={setBodyText} errors={errors?.body ?? []} />
        </fieldset>
      )}

      <div className="tryit__actions">
        <button type="submit" className="button" disabled={outcome.kind === 'sending'}>
          {outcome.kind === 'sending' ? 'Sending…' : 'Send request'}
        </button>
        <span className="ref-muted">
          {server === SANDBOX ? 'The built-in sandbox answers in this page; nothing leaves your browser.' : `Sent from your browser to ${baseUrl || 'the server'}.`}
        </span>
      </div>

      <div className="tryit__result" aria-live="polite">
        {outcome.kind === 'invalid' && (
          <p className="tryit__errors" role="alert">
            Not sent: fix the fields marked above.
          </p>
        )}
        {outcome.kind === 'failed' && (
          <p className="tryit__errors" role="alert">
            {outcome.message}
          </p>
        )}
        {outcome.kind === 'done' && <ResponseView response={outcome.response} check={outcome.check} />}
      </div>
    </form>
  );
}

function BodyEditor({ id, value, onChange, errors }: { id: string; value: string; onChange: (value: string) => void; errors: SampleError[] }) {
  return (
    <div className="tryit__field">
      <label htmlFor={id}>JSON</label>
      <textarea
        id={id}
        className="tryit__editor"
        spellCheck={false}
        rows={Math.min(24, Math.max(6, value.split('\n').length + 1))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
      />
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="tryit__errors tryit__errors--body">
          {errors.map((error, index) => (
            <li key={index}>
              <code>{error.pointer || '(body)'}</code> {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
