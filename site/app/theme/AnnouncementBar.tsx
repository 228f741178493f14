import { useEffect, useState } from 'react';
import config from 'virtual:orchestra/config';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../storage-keys.ts';

/**
 * Rendered on the server so it takes its place without a layout shift. A dismissal is stored
 * with the announcement id; a new id shows the bar again. The inline head script hides a
 * dismissed bar before the first paint (html[data-announcement-dismissed]).
 */
export function AnnouncementBar() {
  const bar = config.announcementBar;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!bar) return;
    try {
      const sameId = localStorage.getItem(ANNOUNCEMENT_ID_KEY) === bar.id;
      setDismissed(sameId && localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY) === 'true');
      if (!sameId) {
        localStorage.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
        localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY);
      }
    } catch {
      // Storage can be disabled; the bar then simply stays.
    }
  }, [bar]);

  if (!bar || dismissed) return null;
  const close = () => {
    setDismissed(true);
    document.documentElement.dataset.announcementDismissed = 'true';
    try {
      localStorage.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
      localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
    } catch {
      // Without storage the dismissal lasts until the next page load.
    }
  };
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {/* The content is the site owner's own HTML from docs.config.ts, not reader input. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close" onClick={close}>
          ×
        </button>
      )}
    </div>
  );
}
