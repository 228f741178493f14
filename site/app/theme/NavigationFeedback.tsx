import nprogress from 'nprogress';
import { useEffect } from 'react';
import { useRouter } from '../router/router.tsx';
import { useDelayedFlag } from './use-delayed-flag.ts';

/** Seed §9: progress bar minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms, after 200 ms. */
nprogress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
const PROGRESS_DELAY_MS = 200;
const SPINNER_DELAY_MS = 200;

/**
 * While a page chunk loads (navigation to another path), a progress bar runs at the top and a
 * spinner appears over the content, each only after 200 ms so fast navigations show nothing.
 */
export function NavigationFeedback() {
  const changingPath = useRouter().pending !== undefined;
  const showProgress = useDelayedFlag(changingPath, PROGRESS_DELAY_MS);
  const showSpinner = useDelayedFlag(changingPath, SPINNER_DELAY_MS);

  useEffect(() => {
    if (showProgress) nprogress.start();
    else if (nprogress.isStarted()) nprogress.done();
  }, [showProgress]);

  useEffect(() => {
    const trickle = showProgress ? setInterval(() => nprogress.inc(0.02), 800) : undefined;
    return () => clearInterval(trickle);
  }, [showProgress]);

  if (!showSpinner) return null;
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}
