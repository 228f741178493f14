/**
 * One JSON Schema (as an OpenAPI 3.1 spec writes it) turned into the tree the reference renders:
 * `$ref`s followed (and named), `allOf` merged into one object, `oneOf`/`anyOf` split into
 * labelled variants, every constraint collected. The same tree gives the field paths of the
 * schema anchors (`schemaFieldPaths`), so the checker accepts exactly the fields the page shows.
 *
 * Pure and synchronous; no Node API.
 */
import { isObject, type JsonObject } from '../../../schemas/spec-types.ts';

/** Which side of the wire a schema is shown for: readOnly fields are not sent, writeOnly ones never come back. */
export type Side = 'request' | 'response' | 'any';

export interface Constraint {
  /** Short label a reader scans (`≥ 1`, `length ≤ 64`, `pattern`). */
  label: string;
  /** The raw value when it is code (pattern, const); shown as `<code>`. */
  code?: string;
}

export interface SchemaNode {
  /** Component name when the node came from `#/components/schemas/<ref>`. */
  ref?: string;
  title?: string;
  description?: string;
  /** JSON types (`['string', 'null']`); empty when the schema does not say. */
  types: string[];
  format?: string;
  constraints: Constraint[];
  enum?: unknown[];
  hasConst: boolean;
  const?: unknown;
  hasDefault: boolean;
  default?: unknown;
  examples: unknown[];
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  nullable: boolean;
  properties: FieldNode[];
  /** `true`: any extra property; a node: the schema of every extra property (a map). */
  additionalProperties?: true | SchemaNode;
  items?: SchemaNode;
  variants?: { kind: 'oneOf' | 'anyOf'; options: Variant[] };
  /** oneOf/anyOf branches that only add constraints (`required`, `format`): said in words, not tabs. */
  alternatives?: { kind: 'oneOf' | 'anyOf'; options: string[] };
  /** Set instead of children when following `$ref` would loop back to an ancestor. */
  cycle?: string;
}

export interface FieldNode {
  name: string;
  required: boolean;
  node: SchemaNode;
  /** Segments from the root schema: property names and variant keys; arrays add none. */
  path: string[];
}

export interface Variant {
  label: string;
  /** Path segment of the variant's fields: the component name, else the slugged label. */
  key: string;
  node: SchemaNode;
}

const COMPONENT_PREFIX = '#/components/schemas/';
/** Deeper than any real payload; stops a pathological spec before it stops the build. */
const MAX_DEPTH = 32;

export const refName = (ref: unknown): string | undefined =>
  typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX) ? decodeURIComponent(ref.slice(COMPONENT_PREFIX.length)) : undefined;

function componentSchemas(document: JsonObject): JsonObject {
  const components = isObject(document.components) ? document.components : {};
  return isObject(components.schemas) ? components.schemas : {};
}

function componentSchema(document: JsonObject, name: string): JsonObject | undefined {
  const schema = componentSchemas(document)[name];
  return isObject(schema) ? schema : undefined;
}

const slug = (text: string) => text.trim().replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'option';

/** Keywords that describe the use of a value rather than its shape: a `$ref`'s siblings override them. */
const ANNOTATIONS = ['description', 'title', 'deprecated', 'readOnly', 'writeOnly', 'default', 'examples'] as const;

/** `allOf` branches folded into one schema: properties merged by name, `required` united. */
function mergeAllOf(document: JsonObject, schema: JsonObject, ancestors: ReadonlySet<string>): { merged: JsonObject; refs: string[] } {
  const refs: string[] = [];
  const branches = (schema.allOf as unknown[]).filter(isObject);
  const { allOf: _allOf, ...own } = schema;
  let merged: JsonObject = {};
  for (const branch of branches) {
    let resolved = branch;
    const name = refName(branch.$ref);
    if (name) {
      if (ancestors.has(name)) continue;
      refs.push(name);
      resolved = componentSchema(document, name) ?? {};
    }
    if (Array.isArray(resolved.allOf)) {
      const inner = mergeAllOf(document, resolved, new Set([...ancestors, ...refs]));
      refs.push(...inner.refs);
      resolved = inner.merged;
    }
    merged = mergeTwo(merged, resolved);
  }
  return { merged: mergeTwo(merged, own), refs };
}

function mergeTwo(base: JsonObject, next: JsonObject): JsonObject {
  const out: JsonObject = { ...base, ...next };
  if (isObject(base.properties) || isObject(next.properties)) {
    const properties: JsonObject = { ...(isObject(base.properties) ? base.properties : {}) };
    for (const [name, schema] of Object.entries(isObject(next.properties) ? next.properties : {})) {
      const previous = properties[name];
      properties[name] = isObject(previous) && isObject(schema) ? { allOf: [previous, schema] } : schema;
    }
    out.properties = properties;
  }
  const required = [...(Array.isArray(base.required) ? base.required : []), ...(Array.isArray(next.required) ? next.required : [])];
  if (required.length > 0) out.required = [...new Set(required)];
  return out;
}

const code = (value: unknown) => JSON.stringify(value);

function constraintsOf(schema: JsonObject): Constraint[] {
  const out: Constraint[] = [];
  const number = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const pairs: Array<[string, string]> = [
    ['exclusiveMinimum', '>'],
    ['minimum', '≥'],
    ['exclusiveMaximum', '<'],
    ['maximum', '≤'],
  ];
  for (const [key, sign] of pairs) {
    const value = number(key);
    if (value !== undefined) out.push({ label: `${sign} ${value}` });
  }
  const multipleOf = number('multipleOf');
  if (multipleOf !== undefined) out.push({ label: `multiple of ${multipleOf}` });
  const range = (min: number | undefined, max: number | undefined, noun: string) => {
    if (min !== undefined && min === max) out.push({ label: `${noun} = ${min}` });
    else {
      if (min !== undefined) out.push({ label: `${noun} ≥ ${min}` });
      if (max !== undefined) out.push({ label: `${noun} ≤ ${max}` });
    }
  };
  range(number('minLength'), number('maxLength'), 'length');
  range(number('minItems'), number('maxItems'), 'items');
  range(number('minProperties'), number('maxProperties'), 'properties');
  if (schema.uniqueItems === true) out.push({ label: 'unique items' });
  if (typeof schema.pattern === 'string') out.push({ label: 'pattern', code: schema.pattern });
  return out;
}

function typesOf(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((type): type is string => typeof type === 'string');
  if (isObject(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  if ('const' in schema && schema.const !== undefined) return [schema.const === null ? 'null' : Array.isArray(schema.const) ? 'array' : typeof schema.const === 'object' ? 'object' : typeof schema.const === 'number' ? (Number.isInteger(schema.const) ? 'integer' : 'number') : typeof schema.const];
  return [];
}

/** A branch with fields of its own (or a component that has them) gets a tab; anything else is a constraint. */
function isShape(document: JsonObject, branch: JsonObject, seen = new Set<string>()): boolean {
  const name = refName(branch.$ref);
  if (name) {
    if (seen.has(name)) return true;
    const target = componentSchema(document, name);
    return target ? isShape(document, target, new Set([...seen, name])) : false;
  }
  if (isObject(branch.properties) || branch.type === 'object' || branch.type === 'array') return true;
  if (Array.isArray(branch.allOf) || Array.isArray(branch.oneOf) || Array.isArray(branch.anyOf)) return true;
  return false;
}

/** A constraint-only branch in words: `has parent_partner_token`, `format ipv4`. */
function describeBranch(branch: JsonObject): string {
  const parts: string[] = [];
  if (Array.isArray(branch.required)) parts.push(`has ${branch.required.map((name) => `\`${String(name)}\``).join(' and ')}`);
  if (typeof branch.format === 'string') parts.push(`format ${branch.format}`);
  const types = typesOf(branch);
  if (types.length > 0 && !('const' in branch)) parts.push(types.join(' or '));
  if ('const' in branch) parts.push(`= \`${code(branch.const)}\``);
  if (Array.isArray(branch.enum)) parts.push(`one of ${branch.enum.map((value) => `\`${code(value)}\``).join(', ')}`);
  for (const constraint of constraintsOf(branch)) parts.push(constraint.code ? `${constraint.label} \`${constraint.code}\`` : constraint.label);
  return parts.join(', ') || `\`${code(branch)}\``;
}

function variantLabel(document: JsonObject, branch: JsonObject, index: number): { label: string; key: string } {
  const name = refName(branch.$ref);
  const target = name ? componentSchema(document, name) : undefined;
  const title = typeof branch.title === 'string' ? branch.title : typeof target?.title === 'string' ? target.title : undefined;
  const label = title ?? name ?? `Option ${index + 1}`;
  return { label, key: name ?? slug(label) };
}

interface Context {
  document: JsonObject;
  side: Side;
  ancestors: ReadonlySet<string>;
}

export function emptyNode(extra: Partial<SchemaNode> = {}): SchemaNode {
  return { types: [], constraints: [], examples: [], hasConst: false, hasDefault: false, deprecated: false, readOnly: false, writeOnly: false, nullable: false, properties: [], ...extra };
}

function build(schema: unknown, path: string[], context: Context): SchemaNode {
  if (!isObject(schema)) return emptyNode(schema === false ? { description: 'No value is allowed here.' } : {});
  const name = refName(schema.$ref);
  if (name) {
    if (context.ancestors.has(name) || path.length > MAX_DEPTH) return emptyNode({ ref: name, cycle: name });
    const target = componentSchema(context.document, name) ?? {};
    const overrides = Object.fromEntries(ANNOTATIONS.filter((key) => key in schema).map((key) => [key, schema[key]]));
    const node = build({ ...target, ...overrides }, path, { ...context, ancestors: new Set([...context.ancestors, name]) });
    return { ...node, ref: name };
  }
  let resolved = schema;
  let ancestors = context.ancestors;
  if (Array.isArray(schema.allOf)) {
    const { merged, refs } = mergeAllOf(context.document, schema, context.ancestors);
    resolved = merged;
    ancestors = new Set([...context.ancestors, ...refs]);
  }
  const inner: Context = { ...context, ancestors };
  const types = typesOf(resolved);
  const node = emptyNode({
    types: types.filter((type) => type !== 'null'),
    nullable: types.includes('null'),
    constraints: constraintsOf(resolved),
    deprecated: resolved.deprecated === true,
    readOnly: resolved.readOnly === true,
    writeOnly: resolved.writeOnly === true,
    examples: Array.isArray(resolved.examples) ? resolved.examples : 'example' in resolved ? [resolved.example] : [],
  });
  if (typeof resolved.title === 'string') node.title = resolved.title;
  if (typeof resolved.description === 'string') node.description = resolved.description;
  if (typeof resolved.format === 'string') node.format = resolved.format;
  if (Array.isArray(resolved.enum)) node.enum = resolved.enum;
  if ('const' in resolved) Object.assign(node, { hasConst: true, const: resolved.const });
  if ('default' in resolved) Object.assign(node, { hasDefault: true, default: resolved.default });

  const required = new Set(Array.isArray(resolved.required) ? resolved.required.map(String) : []);
  if (isObject(resolved.properties)) {
    for (const [property, propertySchema] of Object.entries(resolved.properties)) {
      const fieldPath = [...path, property];
      const child = build(propertySchema, fieldPath, inner);
      if ((context.side === 'request' && child.readOnly) || (context.side === 'response' && child.writeOnly)) continue;
      node.properties.push({ name: property, required: required.has(property), node: child, path: fieldPath });
    }
  }
  if (resolved.additionalProperties === true) node.additionalProperties = true;
  else if (isObject(resolved.additionalProperties)) node.additionalProperties = build(resolved.additionalProperties, [...path, '*'], inner);
  if (resolved.items !== undefined) node.items = build(resolved.items, path, inner);

  for (const kind of ['oneOf', 'anyOf'] as const) {
    const branches = Array.isArray(resolved[kind]) ? (resolved[kind] as unknown[]).filter(isObject) : [];
    if (branches.length === 0) continue;
    if (branches.some((branch) => isShape(context.document, branch))) {
      const used = new Set<string>();
      const options = branches.map((branch, index) => {
        const { label, key: wanted } = variantLabel(context.document, branch, index);
        let key = wanted;
        for (let suffix = 2; used.has(key); suffix++) key = `${wanted}-${suffix}`;
        used.add(key);
        return { label, key, node: build(branch, [...path, key], inner) };
      });
      node.variants = { kind, options };
    } else {
      node.alternatives = { kind, options: branches.map(describeBranch) };
    }
  }
  return node;
}

/** The tree of `schema`, a schema written in `document` (a component, a body, a parameter). */
export function schemaTree(document: JsonObject, schema: unknown, side: Side, options: { root?: string } = {}): SchemaNode {
  // A component's own name counts as an ancestor, so a self-reference stops at once.
  return build(schema, [], { document, side, ancestors: new Set(options.root ? [options.root] : []) });
}

/** The tree of a component schema as its own section shows it: both sides, rooted at its name. */
export function componentTree(document: JsonObject, name: string): SchemaNode {
  return schemaTree(document, componentSchema(document, name) ?? {}, 'any', { root: name });
}

/** Every field of a tree, depth first, in the order the page renders them. */
export function walkFields(node: SchemaNode, visit: (field: FieldNode) => void): void {
  for (const field of node.properties) {
    visit(field);
    walkFields(field.node, visit);
  }
  if (node.items) walkFields(node.items, visit);
  if (isSchemaNode(node.additionalProperties)) walkFields(node.additionalProperties, visit);
  for (const option of node.variants?.options ?? []) walkFields(option.node, visit);
}

const isSchemaNode = (value: SchemaNode['additionalProperties']): value is SchemaNode => typeof value === 'object';

/** Field paths of each component schema, as its section renders them (anchors `schema/<Name>/<path>`). */
export function schemaFieldPaths(document: JsonObject): Map<string, string[][]> {
  const paths = new Map<string, string[][]>();
  for (const name of Object.keys(componentSchemas(document))) {
    const list: string[][] = [];
    walkFields(componentTree(document, name), (field) => list.push(field.path));
    paths.set(name, list);
  }
  return paths;
}
