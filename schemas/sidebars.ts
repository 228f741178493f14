/**
 * `content/sidebars.ts`: named sidebars, each a list of items. A doc id is the page's path under
 * content/docs without its extension (`integrate/hosted-page`, `integrate/widget-v3/index`).
 * Authors type the default export with `satisfies Sidebars`.
 */
import { z } from 'zod';

export const SidebarDocSchema = z.object({ type: z.literal('doc'), id: z.string().min(1), label: z.string().min(1).optional() }).strict();

export const SidebarLinkSchema = z.object({ type: z.literal('link'), label: z.string().min(1), href: z.string().min(1) }).strict();

/** What a category title links to: one of its docs, or a generated index of its items. */
export const CategoryLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('doc'), id: z.string().min(1) }).strict(),
  z.object({ type: z.literal('generated-index'), title: z.string().optional(), description: z.string().optional(), slug: z.string().optional() }).strict(),
]);

export type SidebarDoc = z.infer<typeof SidebarDocSchema>;
export type SidebarLink = z.infer<typeof SidebarLinkSchema>;
export type CategoryLink = z.infer<typeof CategoryLinkSchema>;
export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  link?: CategoryLink | undefined;
  collapsed?: boolean | undefined;
}
export type SidebarItem = string | SidebarDoc | SidebarLink | SidebarCategory;

export const SidebarCategorySchema: z.ZodType<SidebarCategory> = z
  .object({
    type: z.literal('category'),
    label: z.string().min(1),
    get items() {
      return z.array(SidebarItemSchema);
    },
    link: CategoryLinkSchema.optional(),
    collapsed: z.boolean().optional(),
  })
  .strict();

export const SidebarItemSchema: z.ZodType<SidebarItem> = z.union([
  z.string().min(1),
  SidebarDocSchema,
  SidebarLinkSchema,
  SidebarCategorySchema,
]);

export const SidebarsSchema = z.record(z.string().min(1), z.array(SidebarItemSchema));

export type Sidebars = z.infer<typeof SidebarsSchema>;
