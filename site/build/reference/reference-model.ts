/**
 * What one reference page shows, read from its OpenAPI document (examples inlined): tags with
 * their operations (webhooks too), each with security, parameters, request body, responses,
 * examples and code samples; the component schemas. Anchors come from the engine's route table
 * helpers, so the page renders the ids the link checker accepts.
 */
import { operationAnchor, schemaAnchor, tagAnchor } from '../../../cli/engine/routes.ts';
import { derefLocal, HTTP_METHODS } from '../../../schemas/operations.ts';
import { isObject, type ApiName, type JsonObject } from '../../../schemas/spec-types.ts';
import { componentTree, refName, schemaTree, type SchemaNode, type Side } from './schema-tree.ts';
import { codeSamples, customSamples, type CodeSample, type ExampleRequest } from './snippets.ts';

export interface ReferenceModel {
  api: ApiName;
  title: string;
  version: string;
  summary?: string;
  description?: string;
  /** Every operation is deprecated (API v1): the page says so up front. */
  deprecated: boolean;
  servers: ServerModel[];
  securitySchemes: SecuritySchemeModel[];
  tags: TagModel[];
  schemas: SchemaModel[];
}

export interface ServerModel {
  url: string;
  description?: string;
}

export interface SecuritySchemeModel {
  name: string;
  /** `OAuth2 client credentials`, `API key in the x-api-key header`, `HTTP basic`. */
  kind: string;
  description?: string;
  tokenUrl?: string;
  scopes: Array<{ name: string; description: string }>;
}

export interface TagModel {
  name: string;
  anchor: string;
  description?: string;
  operations: OperationModel[];
  /** Operations listed under this tag but shown under their first tag (one anchor each). */
  alsoListed: Array<{ operationId: string; anchor: string; summary: string }>;
}

export interface SecurityRequirement {
  scheme: string;
  kind: string;
  scopes: string[];
}

export interface ParameterModel {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: SchemaNode;
}

export interface ExampleModel {
  name: string;
  summary?: string;
  description?: string;
  value: unknown;
}

export interface MediaModel {
  mediaType: string;
  schema?: SchemaNode;
  examples: ExampleModel[];
}

export interface HeaderModel {
  name: string;
  required: boolean;
  description?: string;
  schema?: SchemaNode;
}

export interface ResponseModel {
  status: string;
  description?: string;
  headers: HeaderModel[];
  contents: MediaModel[];
}

export interface OperationModel {
  operationId: string;
  anchor: string;
  method: string;
  /** The path template, or the webhook's name. */
  path: string;
  webhook: boolean;
  summary: string;
  description?: string;
  deprecated: boolean;
  /** Alternatives (any one suffices); an empty alternative means no authentication. */
  security: SecurityRequirement[][];
  parameters: ParameterModel[];
  requestBody?: { required: boolean; description?: string; contents: MediaModel[] };
  responses: ResponseModel[];
  samples: CodeSample[];
}

export interface SchemaModel {
  name: string;
  anchor: string;
  tree: SchemaNode;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const optional = <K extends string>(key: K, value: string | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, string>));

function schemeKind(scheme: JsonObject): string {
  if (scheme.type === 'oauth2') {
    const flows = isObject(scheme.flows) ? Object.keys(scheme.flows) : [];
    return `OAuth2 ${flows.map((flow) => flow.replace(/([A-Z])/g, ' $1').toLowerCase()).join(', ')}`.trim();
  }
  if (scheme.type === 'apiKey') return `API key in the ${String(scheme.name)} ${String(scheme.in)}`;
  if (scheme.type === 'http') return `HTTP ${String(scheme.scheme)}${typeof scheme.bearerFormat === 'string' ? ` (${scheme.bearerFormat})` : ''}`;
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  return String(scheme.type);
}

function securitySchemes(document: JsonObject): Map<string, JsonObject> {
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return new Map(Object.entries(schemes).flatMap(([name, scheme]) => (isObject(scheme) ? [[name, scheme] as const] : [])));
}

function schemeModels(document: JsonObject): SecuritySchemeModel[] {
  return [...securitySchemes(document)].map(([name, scheme]) => {
    const flow = isObject(scheme.flows) ? Object.values(scheme.flows).find(isObject) : undefined;
    const scopes = isObject(flow?.scopes) ? Object.entries(flow.scopes).map(([scope, description]) => ({ name: scope, description: String(description) })) : [];
    return { name, kind: schemeKind(scheme), ...optional('description', text(scheme.description)), ...optional('tokenUrl', text(flow?.tokenUrl)), scopes };
  });
}

function securityOf(document: JsonObject, operation: JsonObject): SecurityRequirement[][] {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  const schemes = securitySchemes(document);
  return requirements.filter(isObject).map((requirement) =>
    Object.entries(requirement).map(([scheme, scopes]) => ({
      scheme,
      kind: schemes.get(scheme) ? schemeKind(schemes.get(scheme)!) : 'unknown scheme',
      scopes: Array.isArray(scopes) ? scopes.map(String) : [],
    })),
  );
}

function examplesOf(document: JsonObject, media: JsonObject): ExampleModel[] {
  if (isObject(media.examples)) {
    return Object.entries(media.examples).flatMap(([name, raw]) => {
      const example = derefLocal(document, raw);
      if (!isObject(example) || !('value' in example)) return [];
      return [{ name, ...optional('summary', text(example.summary)), ...optional('description', text(example.description)), value: example.value }];
    });
  }
  return 'example' in media ? [{ name: 'example', value: media.example }] : [];
}

function mediaModels(document: JsonObject, content: unknown, side: Side): MediaModel[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, media]) => {
    if (!isObject(media)) return [];
    return [{ mediaType, ...(isObject(media.schema) ? { schema: schemaTree(document, media.schema, side) } : {}), examples: examplesOf(document, media) }];
  });
}

/** Path-level parameters apply to every method; an operation's own one of the same name and place wins. */
function parametersOf(document: JsonObject, pathItem: JsonObject, operation: JsonObject): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    for (const raw of Array.isArray(list) ? list : []) {
      const parameter = derefLocal(document, raw);
      if (isObject(parameter)) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** An example value of a parameter: its own example, its schema's, else a placeholder. */
function exampleOf(document: JsonObject, parameter: JsonObject): string {
  if ('example' in parameter) return String(parameter.example);
  if (isObject(parameter.examples)) {
    const first = derefLocal(document, Object.values(parameter.examples)[0]);
    if (isObject(first) && 'value' in first) return String(first.value);
  }
  const schemaRef = isObject(parameter.schema) ? refName(parameter.schema.$ref) : undefined;
  const schema = derefLocal(document, parameter.schema);
  for (const candidate of [parameter.schema, schema]) {
    if (!isObject(candidate)) continue;
    if (Array.isArray(candidate.examples) && candidate.examples.length > 0) return String(candidate.examples[0]);
    if ('const' in candidate) return String(candidate.const);
    if ('default' in candidate) return String(candidate.default);
  }
  return (schemaRef ?? String(parameter.name)).toUpperCase();
}

const placeholder = (name: string) => `<YOUR_${name.replace(/^x-/i, '').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}>`;

/** The request the code samples show: the first server, example values, the first security alternative. */
function exampleRequest(document: JsonObject, method: string, path: string, parameters: JsonObject[], operation: JsonObject): ExampleRequest {
  const servers = Array.isArray(operation.servers) ? operation.servers : Array.isArray(document.servers) ? document.servers : [];
  const server = isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url.replace(/\/+$/, '') : '';
  let filled = path;
  const query = new URLSearchParams();
  const headers: Array<{ name: string; value: string }> = [];
  for (const parameter of parameters) {
    const name = String(parameter.name);
    if (parameter.in === 'path') filled = filled.replace(`{${name}}`, encodeURIComponent(exampleOf(document, parameter)));
    else if (parameter.required === true && parameter.in === 'query') query.append(name, exampleOf(document, parameter));
    else if (parameter.required === true && parameter.in === 'header') headers.push({ name, value: exampleOf(document, parameter) });
  }
  const schemes = securitySchemes(document);
  const alternative = securityOf(document, operation).find((requirement) => requirement.length > 0) ?? [];
  for (const { scheme: name } of alternative) {
    const scheme = schemes.get(name);
    if (!scheme) continue;
    const header =
      scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer')
        ? { name: 'authorization', value: 'Bearer <ACCESS_TOKEN>' }
        : scheme.type === 'http' && scheme.scheme === 'basic'
          ? { name: 'authorization', value: 'Basic <BASE64_OF_CLIENT_ID:CLIENT_SECRET>' }
          : scheme.type === 'apiKey' && scheme.in === 'header'
            ? { name: String(scheme.name), value: placeholder(String(scheme.name)) }
            : undefined;
    if (scheme.type === 'apiKey' && scheme.in === 'query') query.append(String(scheme.name), placeholder(String(scheme.name)));
    // A header both documented as a parameter and as a scheme (x-merchant-id) is sent once.
    if (header && !headers.some((existing) => existing.name.toLowerCase() === header.name.toLowerCase())) headers.push(header);
  }
  const search = query.toString();
  const request: ExampleRequest = { method, url: `${server}${filled}${search ? `?${search}` : ''}`, headers };
  const body = derefLocal(document, operation.requestBody);
  if (isObject(body) && isObject(body.content)) {
    const [mimeType, media] = Object.entries(body.content).find((entry): entry is [string, JsonObject] => isObject(entry[1])) ?? [];
    const example = mimeType && media ? examplesOf(document, media)[0] : undefined;
    if (mimeType && example) request.body = { mimeType, value: example.value };
  }
  return request;
}

function responsesOf(document: JsonObject, operation: JsonObject): ResponseModel[] {
  const responses = isObject(operation.responses) ? operation.responses : {};
  return Object.entries(responses).flatMap(([status, raw]) => {
    const response = derefLocal(document, raw);
    if (!isObject(response)) return [];
    const headers = Object.entries(isObject(response.headers) ? response.headers : {}).flatMap(([name, rawHeader]) => {
      const header = derefLocal(document, rawHeader);
      if (!isObject(header)) return [];
      return [{ name, required: header.required === true, ...optional('description', text(header.description)), ...(isObject(header.schema) ? { schema: schemaTree(document, header.schema, 'response') } : {}) }];
    });
    return [{ status, ...optional('description', text(response.description)), headers, contents: mediaModels(document, response.content, 'response') }];
  });
}

interface ModelOptions {
  /** Generating code samples is the slow part; the search index does without them. */
  samples: boolean;
}

function operationModel(document: JsonObject, method: string, path: string, pathItem: JsonObject, operation: JsonObject, webhook: boolean, options: ModelOptions): OperationModel {
  const operationId = typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`;
  const parameters = parametersOf(document, pathItem, operation);
  const body = derefLocal(document, operation.requestBody);
  return {
    operationId,
    anchor: operationAnchor(operationId),
    method,
    path,
    webhook,
    summary: text(operation.summary) ?? operationId,
    ...optional('description', text(operation.description)),
    deprecated: operation.deprecated === true,
    security: securityOf(document, operation),
    parameters: parameters.map((parameter) => ({
      name: String(parameter.name),
      in: String(parameter.in),
      required: parameter.required === true,
      deprecated: parameter.deprecated === true,
      ...optional('description', text(parameter.description)),
      schema: schemaTree(document, parameter.schema, 'request'),
    })),
    ...(isObject(body)
      ? { requestBody: { required: body.required === true, ...optional('description', text(body.description)), contents: mediaModels(document, body.content, 'request') } }
      : {}),
    responses: responsesOf(document, operation),
    // The platform sends webhooks: there is nothing for a reader to call.
    samples: !options.samples ? [] : webhook ? customSamples(operation) : codeSamples(operation, exampleRequest(document, method, path, parameters, operation)),
  };
}

/** Every operation in document order: paths, then webhooks. */
function allOperations(document: JsonObject, options: ModelOptions): Array<{ operation: OperationModel; tags: string[] }> {
  const out: Array<{ operation: OperationModel; tags: string[] }> = [];
  for (const [group, webhook] of [
    [document.paths, false],
    [document.webhooks, true],
  ] as const) {
    if (!isObject(group)) continue;
    for (const [path, rawItem] of Object.entries(group)) {
      const item = derefLocal(document, rawItem);
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [];
        out.push({ operation: operationModel(document, method, path, item, operation, webhook, options), tags });
      }
    }
  }
  return out;
}

export function referenceModel(api: ApiName, document: JsonObject, options: ModelOptions = { samples: true }): ReferenceModel {
  const info = isObject(document.info) ? document.info : {};
  const operations = allOperations(document, options);
  const declared = Array.isArray(document.tags) ? document.tags.filter(isObject) : [];
  const tagNames = [...new Set([...declared.map((tag) => String(tag.name)), ...operations.flatMap((entry) => entry.tags)])];
  const tags: TagModel[] = tagNames.map((name) => {
    const tag = declared.find((candidate) => candidate.name === name);
    return {
      name,
      anchor: tagAnchor(name),
      ...optional('description', text(tag?.description)),
      operations: operations.filter((entry) => entry.tags[0] === name).map((entry) => entry.operation),
      alsoListed: operations
        .filter((entry) => entry.tags.indexOf(name) > 0)
        .map(({ operation }) => ({ operationId: operation.operationId, anchor: operation.anchor, summary: operation.summary })),
    };
  });
  const untagged = operations.filter((entry) => entry.tags.length === 0).map((entry) => entry.operation);
  if (untagged.length > 0) {
    // Not a tag of the spec, so no anchor the checker knows: the section has no id.
    tags.push({ name: 'Other operations', anchor: '', operations: untagged, alsoListed: [] });
  }
  const components = isObject(document.components) ? document.components : {};
  const schemaNames = Object.keys(isObject(components.schemas) ? components.schemas : {});
  const servers = (Array.isArray(document.servers) ? document.servers : []).filter(isObject).map((server) => ({ url: String(server.url), ...optional('description', text(server.description)) }));
  return {
    api,
    title: text(info.title) ?? api,
    version: text(info.version) ?? '',
    ...optional('summary', text(info.summary)),
    ...optional('description', text(info.description)),
    deprecated: operations.length > 0 && operations.every((entry) => entry.operation.deprecated),
    servers,
    securitySchemes: schemeModels(document),
    tags,
    schemas: schemaNames.map((name) => ({ name, anchor: schemaAnchor(name), tree: componentTree(document, name) })),
  };
}
