/** A page whose module failed to load (offline, or a chunk gone after a deploy). */
export function LoadError() {
  return (
    <main id="__main" tabIndex={-1} className="page-error container" role="alert">
      <h1>This page could not be loaded.</h1>
      <p>Check your network connection, then try again.</p>
      {/* The seed's reading of a route load failure: reload the page. */}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </main>
  );
}
