/**
 * The site configuration (`docs.config.ts`), validated with zod when it is read: a typo in the
 * config is a clear error at start-up, not a broken page.
 */
import { z } from 'zod';

const link = z.object({
  label: z.string().min(1),
  to: z.string().min(1).describe('A site route (/docs/…) or an absolute URL'),
});

const navbarItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), label: z.string().min(1), to: z.string().min(1), position: z.enum(['left', 'right']).default('left') }),
  z.object({ type: z.literal('dropdown'), label: z.string().min(1), items: z.array(link).min(1), position: z.enum(['left', 'right']).default('left') }),
  z.object({ type: z.literal('version'), position: z.enum(['left', 'right']).default('left') }),
  z.object({ type: z.literal('locale'), position: z.enum(['left', 'right']).default('right') }),
  z.object({ type: z.literal('colorMode'), position: z.enum(['left', 'right']).default('right') }),
]);

const footerLinks = z.union([
  z.array(z.object({ title: z.string().min(1), items: z.array(link).min(1) })).describe('columns'),
  z.array(link).describe('flat'),
]);

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().min(1),
    url: z.url().describe('Where the site is served, for canonical and Open Graph URLs'),
    product: z.string().regex(/^[a-z][a-z0-9-]*$/),
    navbar: z.object({
      title: z.string().min(1),
      logo: z.object({ src: z.string().min(1), alt: z.string().min(1) }).optional(),
      hideOnScroll: z.boolean().default(true),
      items: z.array(navbarItem),
    }),
    footer: z
      .object({
        style: z.enum(['light', 'dark']).default('dark'),
        links: footerLinks.default([]),
        logo: z.object({ src: z.string().min(1), alt: z.string().min(1), href: z.string().optional() }).optional(),
        copyright: z.string().optional(),
      })
      .optional(),
    announcementBar: z
      .object({
        id: z.string().min(1).describe('Change it to show a dismissed announcement again'),
        content: z.string().min(1).describe('HTML; links allowed'),
        backgroundColor: z.string().default('#fff8e1'),
        textColor: z.string().default('#1c1e21'),
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .prefault({}),
    search: z
      .object({
        appId: z.string().optional(),
        apiKey: z.string().optional(),
        indexName: z.string().optional(),
        insights: z.boolean().default(false),
      })
      .prefault({}),
    sandbox: z.object({ dashboardUrl: z.url(), apiUrl: z.url().optional() }),
    versionLabel: z.string().min(1).default('Next'),
    locales: z
      .object({ default: z.string().default('en'), available: z.array(z.object({ code: z.string(), label: z.string() })).min(1) })
      .prefault({ available: [{ code: 'en', label: 'English' }] }),
    tableOfContents: z.object({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) }).prefault({}),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** Typed helper for `docs.config.ts`; validation happens when the config is loaded. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export function parseConfig(value: unknown): { ok: true; config: SiteConfig } | { ok: false; message: string } {
  const result = siteConfigSchema.safeParse(value);
  if (result.success) return { ok: true, config: result.data };
  const message = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
  return { ok: false, message };
}
