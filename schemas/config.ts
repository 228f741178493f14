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
  z.object({ type: z.literal('search'), position: z.enum(['left', 'right']).default('right') }),
]);

/** An empty or blank credential is no credential (the search client refuses empty ones): undefined. */
const credential = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/**
 * Local search unless `appId`, `apiKey` and `indexName` are all set (Algolia DocSearch). A partial
 * Algolia configuration is a config error worded like the Algolia client's own errors, so the
 * mistake shows at start-up rather than as a search box that fails in the browser.
 */
const search = z
  .object({
    appId: credential,
    apiKey: credential,
    indexName: credential,
    insights: z.boolean().default(false).describe("Send 'Item Selected' click events to Algolia Insights (Algolia mode only)"),
    missingResultsUrl: z
      .url({ protocol: /^https?$/ })
      .refine((url) => url.includes('{query}'), { message: 'must contain {query}, where the reader\'s query goes' })
      .optional()
      .describe("Target of the no-results screen's 'Let us know.' link; {query} is replaced by the URL-encoded query"),
  })
  .strict()
  .superRefine(({ appId, apiKey, indexName }, context) => {
    const credentials = { appId, apiKey, indexName };
    const set = Object.values(credentials).filter((value) => value !== undefined).length;
    if (set === 0 || set === 3) return;
    for (const [name, value] of Object.entries(credentials)) {
      if (value === undefined) context.addIssue({ code: 'custom', path: [name], message: `\`${name}\` is missing.` });
    }
  });

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
    search: search.prefault({}),
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
