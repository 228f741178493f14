/**
 * One operation: title with method and badges, path, description, security, parameters, request
 * body and responses on the left; code samples, request examples and the try-it slot on the right.
 */
import { emptyNode } from '../schema-tree.ts';
import type { ExampleModel, MediaModel, OperationModel, ParameterModel, ResponseModel, SecurityRequirement } from '../reference-model.ts';
import { CodeBlock, json } from './CodeBlock.tsx';
import { InlineMarkdown, Markdown } from './Markdown.tsx';
import { fieldAnchor } from '../../../../cli/engine/routes.ts';
import { CodeSamples } from './CodeSamples.tsx';
import { RadioTabs } from './RadioTabs.tsx';
import { FieldRow, SchemaView } from './SchemaView.tsx';

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

export const MethodBadge = ({ method }: { method: string }) => <span className={`ref-method ref-method--${method}`}>{method.toUpperCase()}</span>;

function Security({ alternatives }: { alternatives: SecurityRequirement[][] }) {
  if (alternatives.length === 0) return null;
  const describe = (requirement: SecurityRequirement[]) =>
    requirement.length === 0
      ? 'No authentication'
      : requirement.map((item, index) => (
          <span key={item.scheme}>
            {index > 0 && ' and '}
            <strong>{item.scheme}</strong> ({item.kind})
            {item.scopes.length > 0 && (
              <>
                {' '}
                with scope{item.scopes.length > 1 ? 's' : ''}{' '}
                {item.scopes.map((scope) => (
                  <code key={scope}>{scope}</code>
                ))}
              </>
            )}
          </span>
        ));
  return (
    <div className="ref-op__block">
      <h4>Authorization</h4>
      {alternatives.length === 1 ? (
        <p>{describe(alternatives[0]!)}</p>
      ) : (
        <>
          <p>Any one of:</p>
          <ul className="ref-security">
            {alternatives.map((requirement, index) => (
              <li key={index}>{describe(requirement)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Parameters({ parameters }: { parameters: ParameterModel[] }) {
  return (
    <>
      {LOCATIONS.map(([location, heading]) => {
        const list = parameters.filter((parameter) => parameter.in === location);
        if (list.length === 0) return null;
        return (
          <div key={location} className="ref-op__block">
            <h4>{heading}</h4>
            <ul className="ref-fields">
              {list.map((parameter) => (
                <FieldRow
                  key={parameter.name}
                  field={{
                    name: parameter.name,
                    required: parameter.required,
                    path: [],
                    node: {
                      ...parameter.schema,
                      deprecated: parameter.deprecated || parameter.schema.deprecated,
                      ...(parameter.description ? { description: parameter.description } : {}),
                    },
                  }}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

function Examples({ examples, legend }: { examples: ExampleModel[]; legend: string }) {
  if (examples.length === 0) return null;
  const block = (example: ExampleModel) => (
    <>
      <InlineMarkdown as="div" className="ref-example__description" text={example.description} />
      <CodeBlock code={json(example.value)} lang="json" />
    </>
  );
  if (examples.length === 1) {
    const only = examples[0]!;
    return (
      <div className="ref-examples">
        <p className="ref-examples__title">{only.summary ?? `Example: ${only.name}`}</p>
        {block(only)}
      </div>
    );
  }
  return (
    <div className="ref-examples">
      <RadioTabs kind="example" legend={legend} items={examples.map((example) => ({ key: example.name, label: example.summary ?? example.name, content: block(example) }))} />
    </div>
  );
}

/**
 * Levels of fields shown inline under an operation before the rows link to the Schemas section,
 * where every field of a named schema is anyway. A request body shows two: what a reader fills
 * in, and the objects inside. A response shows none: its type links to its schema and its
 * examples show it (as Stripe's "Returns a PaymentIntent object"); the Payment fields on six
 * operations and the problem fields on every error were a quarter of /api-v2's download, which a
 * phone waits for before its first paint. Schemas written inline in the operation have no
 * section to link to: they show in full.
 */
const INLINE_LEVELS = { request: 2, response: 0 } as const;

function Media({ media, side }: { media: MediaModel; side: 'request' | 'response' }) {
  const root = media.schema?.ref;
  return (
    <div className="ref-media">
      <p className="ref-media__type">
        <code>{media.mediaType}</code>
      </p>
      {media.schema && <SchemaView node={media.schema} {...(root ? { linkTo: { anchorOf: (path: string[]) => fieldAnchor(root, path), levels: INLINE_LEVELS[side] } } : {})} />}
      {side === 'response' && <Examples examples={media.examples} legend={`Examples of ${media.mediaType}`} />}
    </div>
  );
}

function statusClass(status: string): string {
  const family = /^[1-5]/.test(status) ? status[0] : 'default';
  return `ref-status ref-status--${family}xx`;
}

/**
 * One response, closed: the summary lines give an operation's outcomes at a glance, and the
 * browser neither styles nor lays out a closed response (the open success responses, with their
 * fields and examples, were 40% of what /api-v2 rendered at load).
 */
function Response({ response }: { response: ResponseModel }) {
  const [first, ...rest] = (response.description ?? '').split(/\n\s*\n/);
  return (
    <details className="ref-response">
      <summary>
        <span className={statusClass(response.status)}>{response.status}</span> <InlineMarkdown text={first} />
      </summary>
      <div className="ref-response__body">
        {rest.length > 0 && <Markdown text={rest.join('\n\n')} />}
        {response.headers.length > 0 && (
          <>
            <p className="ref-response__label">Headers</p>
            <ul className="ref-fields">
              {response.headers.map((header) => (
                <FieldRow
                  key={header.name}
                  field={{
                    name: header.name,
                    required: header.required,
                    path: [],
                    node: { ...(header.schema ?? emptyNode()), ...(header.description ? { description: header.description } : {}) },
                  }}
                />
              ))}
            </ul>
          </>
        )}
        {response.contents.length === 0 ? <p className="ref-muted">No body.</p> : response.contents.map((media) => <Media key={media.mediaType} media={media} side="response" />)}
      </div>
    </details>
  );
}

export function OperationView({ operation }: { operation: OperationModel }) {
  const body = operation.requestBody;
  return (
    <section className={`ref-op${operation.deprecated ? ' ref-op--deprecated' : ''}`} id={operation.anchor}>
      <h3 className="ref-op__title">
        <MethodBadge method={operation.method} /> <span className="ref-op__summary">{operation.summary}</span>
        {operation.deprecated && <span className="ref-badge ref-badge--deprecated">Deprecated</span>}
        {operation.webhook && <span className="ref-badge">Webhook</span>}
      </h3>
      <p className="ref-op__path">
        {operation.webhook ? (
          <>
            Sent by the platform to your endpoint: <code>{operation.path}</code>
          </>
        ) : (
          <code>
            {operation.method.toUpperCase()} {operation.path}
          </code>
        )}{' '}
        <span className="ref-op__id">
          operationId <code>{operation.operationId}</code>
        </span>
      </p>
      <div className="ref-op__grid">
        <div className="ref-op__main">
          <Markdown text={operation.description} />
          <Security alternatives={operation.security} />
          <Parameters parameters={operation.parameters} />
          {body && (
            <div className="ref-op__block">
              <h4>
                Request body <span className="ref-muted">{body.required ? '(required)' : '(optional)'}</span>
              </h4>
              <Markdown text={body.description} />
              {body.contents.map((media) => (
                <Media key={media.mediaType} media={media} side="request" />
              ))}
            </div>
          )}
          <div className="ref-op__block">
            <h4>Responses</h4>
            {operation.responses.map((response) => (
              <Response key={response.status} response={response} />
            ))}
          </div>
        </div>
        <div className="ref-op__aside">
          <CodeSamples operation={operation} />
          {body?.contents.map((media) => (
            <Examples key={media.mediaType} examples={media.examples} legend="Request examples" />
          ))}
          {!operation.webhook && (
            <div className="ref-tryit" data-operation-id={operation.operationId}>
              <button type="button" className="button ref-tryit__open" data-try-it-open aria-expanded="false">
                Try it
              </button>
              <div className="ref-tryit__slot" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
