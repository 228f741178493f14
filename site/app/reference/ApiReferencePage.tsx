/**
 * An API reference page: a small React header (title, version, spec download, deprecation
 * notice) over the static body prerendered at build time (site/build/reference). The body is
 * not hydrated as components: React keeps the prerendered nodes as they are, and `attachBehaviours`
 * adds the interactive parts, so the page's JavaScript does not grow with the spec.
 */
import { useEffect, useRef } from 'react';
import type { ApiName } from '../../../schemas/spec-types.ts';
import { useRouter } from '../router/router.tsx';
import { SmartLink } from '../theme/SmartLink.tsx';
import { attachBehaviours } from './behaviours.ts';
import { revealHash } from './reveal.ts';
import { BODY_ATTRIBUTE, useReferenceBody } from './use-reference-body.ts';

export interface ApiReferenceProps {
  api: ApiName;
  route: string;
  title: string;
  version: string;
  summary?: string;
  /** URL of the downloadable OpenAPI document, and the file name to save it under. */
  specUrl: string;
  specFileName: string;
  /** URL of the code samples the body does not carry (all languages but curl). */
  samplesUrl: string;
  deprecation?: { message: string; successor: { label: string; href: string } };
  /** The prerendered body: a prop on the server only (the browser keeps the page's nodes). */
  body?: string | undefined;
}

export function ApiReferencePage({ api, route, title, version, summary, specUrl, specFileName, samplesUrl, deprecation, body }: ApiReferenceProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useReferenceBody(route, body, bodyRef);
  const { navigate, location } = useRouter();
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!ready || !bodyRef.current) return;
    return attachBehaviours(bodyRef.current, { api, navigate, samplesUrl });
  }, [ready, api, navigate, samplesUrl]);

  // The router scrolls to a hash before a fetched body is in, and cannot open <details>.
  useEffect(() => {
    if (ready && bodyRef.current) revealHash(bodyRef.current, location.hash);
  }, [ready, location.hash]);

  return (
    <div className="api-ref" data-api={api}>
      <header className="api-ref__header">
        <h1>{title}</h1>
        {summary && <p className="api-ref__summary">{summary}</p>}
        <p className="api-ref__meta">
          <span className="ref-badge">Version {version}</span>
          {deprecation && <span className="ref-badge ref-badge--deprecated">Deprecated</span>}
          <a className="api-ref__download" href={specUrl} download={specFileName}>
            Download the OpenAPI spec (YAML)
          </a>
        </p>
        {deprecation && (
          <div className="admonition admonition--warning api-ref__deprecation" role="note">
            <p className="admonition__title">Deprecated</p>
            <p>
              {deprecation.message} <SmartLink href={deprecation.successor.href}>{deprecation.successor.label}</SmartLink>.
            </p>
          </div>
        )}
      </header>
      {state.status === 'ready' ? (
        <div ref={bodyRef} className="api-ref__body" {...{ [BODY_ATTRIBUTE]: route }} dangerouslySetInnerHTML={{ __html: body ?? '' }} suppressHydrationWarning />
      ) : state.status === 'loading' ? (
        <p className="api-ref__status" role="status">
          Loading the reference…
        </p>
      ) : (
        <div className="api-ref__status" role="alert">
          <p>The reference could not be loaded ({state.message}).</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
