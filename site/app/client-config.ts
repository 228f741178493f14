/** The part of docs.config.ts the browser needs, serialised by the build into a virtual module. */
import type { SiteConfig } from '../../schemas/config.ts';

export type ClientConfig = Pick<
  SiteConfig,
  'title' | 'tagline' | 'url' | 'navbar' | 'footer' | 'announcementBar' | 'colorMode' | 'sandbox' | 'versionLabel' | 'locales' | 'search'
>;

export function toClientConfig(config: SiteConfig): ClientConfig {
  const { title, tagline, url, navbar, footer, announcementBar, colorMode, sandbox, versionLabel, locales, search } = config;
  return { title, tagline, url, navbar, footer, announcementBar, colorMode, sandbox, versionLabel, locales, search };
}
