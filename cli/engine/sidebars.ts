/**
 * Sidebars: `content/sidebars.ts` loaded and validated with zod, checked against the docs
 * (sidebar/unknown-doc, sidebar/duplicate, sidebar/missing-page); or, with no sidebars file, a
 * sidebar generated from the folders and `sidebar_position`.
 */
import { readFile } from 'node:fs/promises';
import { closest } from '../../schemas/messages.ts';
import { importTypeScript, TypeScriptLoadError } from '../load-typescript.ts';
import type { FrontMatter } from '../../schemas/frontmatter.ts';
import { SidebarsSchema, type SidebarItem, type Sidebars } from '../../schemas/sidebars.ts';
import { error, pointRange, type Finding, type Range } from './diagnostics.ts';
import { ConfigError } from './errors.ts';
import type { LinkRef } from './links.ts';
import { LineIndex } from './text.ts';

export interface LoadedSidebars {
  sidebars: Sidebars;
  source: string;
}

/** Imports the file (a new module for each version: watch mode reloads it) and validates its default export. */
export async function loadSidebars(file: string): Promise<LoadedSidebars> {
  const source = await readFile(file, 'utf8');
  let exported: unknown;
  try {
    exported = (await importTypeScript(file)).default;
  } catch (caught) {
    const where = caught instanceof TypeScriptLoadError && caught.location ? caught.location : file;
    throw new ConfigError(`${where}: cannot load the sidebars: ${(caught as Error).message}`);
  }
  const parsed = SidebarsSchema.safeParse(exported);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `  at ${issue.path.join('.') || 'the default export'}: ${issue.message}`).join('\n');
    throw new ConfigError(`${file}: the default export is not a valid sidebars object (Record<name, SidebarItem[]>):\n${issues}`);
  }
  return { sidebars: parsed.data, source };
}

export interface DocEntry {
  docId: string;
  relPath: string;
  frontmatter: FrontMatter | undefined;
}

export interface SidebarCheck {
  /** Findings in the sidebars file. */
  findings: Finding[];
  /** sidebar/missing-page findings, by page. */
  missing: Map<string, Finding[]>;
  /** `type: 'link'` items, checked like the links of a page. */
  links: LinkRef[];
}

/** Every string literal of the file by value, in source order: where each doc id is written. */
function literalPositions(source: string): Map<string, Range[]> {
  const lines = new LineIndex(source);
  const positions = new Map<string, Range[]>();
  const token = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;
  for (const match of source.matchAll(token)) {
    const raw = match[1] ?? match[2] ?? match[3];
    if (raw === undefined) continue;
    const value = raw.replace(/\\(.)/g, '$1');
    const start = lines.position(match.index + 1);
    const range = { line: start.line, column: start.column, endLine: start.line, endColumn: start.column + raw.length };
    positions.set(value, [...(positions.get(value) ?? []), range]);
  }
  return positions;
}

export function checkSidebars(loaded: LoadedSidebars, docs: readonly DocEntry[]): SidebarCheck {
  const known = new Map(docs.map((doc) => [doc.docId, doc]));
  const literals = literalPositions(loaded.source);
  const used = new Map<string, { sidebar: string; range: Range }>();
  const findings: Finding[] = [];
  const links: LinkRef[] = [];
  const next = (value: string) => literals.get(value)?.shift() ?? pointRange(1, 1);

  const reference = (id: string, sidebar: string) => {
    const range = next(id);
    if (!known.has(id)) {
      const hint = closest(id, [...known.keys()]);
      findings.push(error('sidebar/unknown-doc', `sidebar ${sidebar} names doc ${id}, which does not exist${hint ? ` (did you mean ${hint}?)` : ''}; a doc id is the page's path under content/docs without extension`, range));
      return;
    }
    const first = used.get(id);
    if (first) {
      findings.push(error('sidebar/duplicate', `doc ${id} is already in sidebar ${first.sidebar} (line ${first.range.line}); a page appears in the sidebars exactly once`, range));
      return;
    }
    used.set(id, { sidebar, range });
  };

  const visit = (item: SidebarItem, sidebar: string) => {
    if (typeof item === 'string') return reference(item, sidebar);
    if (item.type === 'doc') return reference(item.id, sidebar);
    if (item.type === 'link') {
      links.push({ url: item.href, kind: 'link', range: next(item.href) });
      return;
    }
    if (item.link?.type === 'doc') reference(item.link.id, sidebar);
    for (const child of item.items) visit(child, sidebar);
  };
  for (const [sidebar, items] of Object.entries(loaded.sidebars)) for (const item of items) visit(item, sidebar);

  const missing = new Map<string, Finding[]>();
  for (const doc of docs) {
    if (used.has(doc.docId) || doc.frontmatter?.unlisted) continue;
    const message = `page ${doc.docId} is in no sidebar: add '${doc.docId}' to content/sidebars.ts, or set unlisted: true in its front matter`;
    missing.set(doc.relPath, [error('sidebar/missing-page', message, pointRange(1, 1, 3))]);
  }
  return { findings, missing, links };
}

/**
 * The sidebar of a tree without a sidebars file: a category per folder (linked to the folder's
 * index page), items ordered by `sidebar_position`, then by name; unlisted pages left out.
 */
export function generateSidebar(docs: readonly DocEntry[]): SidebarItem[] {
  interface Folder {
    docs: DocEntry[];
    folders: Map<string, Folder>;
  }
  const root: Folder = { docs: [], folders: new Map() };
  for (const doc of docs) {
    if (doc.frontmatter?.unlisted) continue;
    const parts = doc.docId.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let child = folder.folders.get(part);
      if (!child) folder.folders.set(part, (child = { docs: [], folders: new Map() }));
      folder = child;
    }
    folder.docs.push(doc);
  }
  const position = (doc: DocEntry | undefined) => doc?.frontmatter?.sidebar_position ?? Number.POSITIVE_INFINITY;
  const label = (doc: DocEntry) => doc.frontmatter?.sidebar_label ?? doc.frontmatter?.title ?? doc.docId.split('/').pop()!;
  // A folder without an index page is labelled by its name, as a reader would write it.
  const folderLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]+/g, ' ');
  const build = (folder: Folder): SidebarItem[] => {
    const entries: Array<{ order: number; name: string; item: SidebarItem }> = [];
    for (const doc of folder.docs) {
      const name = doc.docId.split('/').pop()!;
      entries.push({ order: name === 'index' ? Number.NEGATIVE_INFINITY : position(doc), name, item: { type: 'doc', id: doc.docId, label: label(doc) } });
    }
    for (const [name, child] of folder.folders) {
      const index = child.docs.find((doc) => doc.docId.endsWith('/index'));
      const rest = { docs: child.docs.filter((doc) => doc !== index), folders: child.folders };
      const item: SidebarItem = { type: 'category', label: index ? label(index) : folderLabel(name), items: build(rest), ...(index ? { link: { type: 'doc' as const, id: index.docId } } : {}) };
      entries.push({ order: position(index), name, item });
    }
    return entries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)).map((entry) => entry.item);
  };
  return build(root);
}
