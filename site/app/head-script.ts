import type { ClientConfig } from './client-config.ts';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, THEME_KEY } from './storage-keys.ts';

/**
 * Runs in <head> before the first paint: applies the stored colour mode and hides a dismissed
 * announcement, so a dark-mode reader never sees a white flash and nothing jumps.
 */
export function headScript(config: ClientConfig): string {
  const { defaultMode, respectPrefersColorScheme } = config.colorMode;
  const announcementId = config.announcementBar?.id ?? '';
  return `(function(){var d=document.documentElement,t=null;try{t=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}
if(t!=='light'&&t!=='dark'){t=${respectPrefersColorScheme ? "window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'" : JSON.stringify(defaultMode)}}
d.setAttribute('data-theme',t);
try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(announcementId)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'){d.setAttribute('data-announcement-dismissed','true')}}catch(e){}})();`;
}
