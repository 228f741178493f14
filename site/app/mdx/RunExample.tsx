import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RunnableFence } from '../../../sandbox/run-fence.ts';
import { useRouter } from '../router/router.tsx';
import type { RunTarget, StepState } from '../sandbox/run-session.ts';
import { RunTargetSettings } from './RunTargetSettings.tsx';

type Session = typeof import('../sandbox/run-session.ts');
let session: Promise<Session> | undefined;
const loadSession = () => (session ??= import('../sandbox/run-session.ts'));

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No Content', 207: 'Multi-Status', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 500: 'Internal Server Error', 503: 'Service Unavailable' };

function pretty(body: string | undefined): string {
  if (!body) return '';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Result({ state }: { state: StepState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') return <p className="run-example__status" role="status">Running…</p>;
  if (state.status === 'failed') return <p className="run-example__status run-example__status--bad" role="alert">{state.message}</p>;
  const { response, durationMs, problems, request } = state.outcome;
  return (
    <div className="run-example__result" role="region" aria-label="Response">
      <p className="run-example__status">
        <strong className={response.status < 400 ? 'run-example__code--ok' : 'run-example__code--error'}>
          {response.status} {STATUS_TEXT[response.status] ?? ''}
        </strong>{' '}
        in {durationMs.toFixed(1)} ms ·{' '}
        {problems.length === 0 ? (
          <span className="run-example__verdict--ok">✓ matches the documented response</span>
        ) : (
          <span className="run-example__verdict--bad">✗ differs from the documentation</span>
        )}
      </p>
      {problems.length > 0 && (
        <ul className="run-example__problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <details>
        <summary>
          Request: {request.method} {new URL(request.url, 'http://x').pathname}
        </summary>
        <pre>{pretty(request.body)}</pre>
      </details>
      <details>
        <summary>Response headers</summary>
        <pre>{Object.entries(response.headers).map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
      </details>
      <pre className="run-example__body" tabIndex={0} aria-label="Response body">
        {pretty(response.body)}
      </pre>
    </div>
  );
}

/**
 * A runnable sample: the highlighted fence, a Run button, and the response with a verdict
 * against the documented one. The runner and the sandbox load on the first Run.
 */
export function RunExample({ 'data-fence': fenceJson = '{}', children }: { 'data-fence'?: string; children?: ReactNode }) {
  const { location } = useRouter();
  const route = location.pathname;
  const fence = useMemo(() => JSON.parse(fenceJson) as RunnableFence, [fenceJson]);
  const [index, setIndex] = useState<number>();
  const [loaded, setLoaded] = useState<Session>();
  useEffect(() => {
    let cancelled = false;
    // Registration is cheap but lives in the lazily loaded module; do it after first paint.
    void loadSession().then((module) => {
      if (cancelled) return;
      setLoaded(module);
      setIndex(module.registerStep(route, fence, fenceJson));
    });
    return () => {
      cancelled = true;
    };
  }, [route, fence, fenceJson]);
  const state = useSyncExternalStore(
    (listener) => (loaded ? loaded.subscribe(route, listener) : () => undefined),
    () => (loaded && index !== undefined ? loaded.stepState(route, index) : undefined),
    () => undefined,
  );
  const label = `${fence.method} ${fence.path.replace(/\{\{[^}]+\}\}/g, '…')}`;
  const [target, setTarget] = useState<RunTarget>();
  useEffect(() => {
    if (loaded) setTarget(loaded.readTarget());
  }, [loaded]);
  return (
    <div className="run-example">
      {children}
      <div className="run-example__bar">
        <button type="button" className="button run-example__run" disabled={index === undefined || state?.status === 'running'} onClick={() => loaded && index !== undefined && void loaded.runStepAt(route, index)} aria-label={`Run ${label} in the sandbox`}>
          ▶ Run
        </button>
        <span className="run-example__target">{label}</span>
        {state && state.status !== 'idle' && (
          <button type="button" className="button button--secondary run-example__reset" onClick={() => loaded && void loaded.resetSteps(route)}>
            Reset sandbox
          </button>
        )}
      </div>
      {state && <Result state={state} />}
      {index === 0 && loaded && target && (
        <RunTargetSettings
          current={target}
          onSave={(next) => {
            loaded.saveTarget(next);
            setTarget(next);
          }}
        />
      )}
    </div>
  );
}
