/**
 * Front matter of a content page, as writers may set it. The object is strict: a misspelt key
 * (`sidebar_positon`) is a finding, not a silently ignored setting. Keys beyond the ones the
 * checker reads are those the site renders (meta tags, table of contents, pagination).
 */
import { z } from 'zod';

const headingLevel = z.number().int().min(2).max(6);

export const FrontMatterSchema = z
  .object({
    title: z.string().trim().min(1, 'title must not be empty'),
    description: z.string().optional(),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().finite().optional(),
    /** `/x` is relative to the docs root (`/docs/x`), `x` to the page's folder. */
    slug: z
      .string()
      .min(1)
      .regex(/^[^\s?#]+$/, 'slug must be a path without spaces, query or fragment')
      .optional(),
    /** Built and linkable, but in no sidebar: the sidebar check skips it. */
    unlisted: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    hide_title: z.boolean().optional(),
    /** YAML reads `409` or `3ds` as a number: a keyword is its text either way. */
    keywords: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
    /** Social card image, a path under the site's public directory. */
    image: z.string().optional(),
    toc_min_heading_level: headingLevel.optional(),
    toc_max_heading_level: headingLevel.optional(),
    pagination_label: z.string().optional(),
    /** A doc id, or null to hide the link. */
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof FrontMatterSchema>;

export const FRONT_MATTER_KEYS: readonly string[] = Object.keys(FrontMatterSchema.shape);
