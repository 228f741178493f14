/**
 * The static part of a reference page: tag navigation with method badges, the overview
 * (description, servers, authentication), every tag with its operations, every schema.
 */
import { fieldAnchor } from '../../../../cli/engine/routes.ts';
import type { ReferenceModel, SchemaModel, TagModel } from '../reference-model.ts';
import { Markdown } from './Markdown.tsx';
import { MethodBadge, OperationView } from './OperationView.tsx';
import { SchemaView } from './SchemaView.tsx';

function Navigation({ model }: { model: ReferenceModel }) {
  return (
    <nav className="api-ref__nav" aria-label={`${model.title}: operations and schemas`}>
      <ul className="ref-nav">
        {model.tags.map((tag) => (
          <li key={tag.name}>
            {tag.anchor ? (
              <a className="ref-nav__tag" href={`#${tag.anchor}`}>
                {tag.name}
              </a>
            ) : (
              <span className="ref-nav__tag">{tag.name}</span>
            )}
            <ul>
              {tag.operations.map((operation) => (
                <li key={operation.operationId}>
                  <a className={`ref-nav__op${operation.deprecated ? ' ref-nav__op--deprecated' : ''}`} href={`#${operation.anchor}`}>
                    <MethodBadge method={operation.method} />
                    <span>{operation.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          <details className="ref-nav__schemas">
            <summary className="ref-nav__tag">Schemas</summary>
            <ul>
              {model.schemas.map((schema) => (
                <li key={schema.name}>
                  <a className="ref-nav__schema" href={`#${schema.anchor}`}>
                    {schema.name}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}

function Overview({ model }: { model: ReferenceModel }) {
  return (
    <section className="ref-intro" aria-label="Overview">
      <Markdown text={model.description} />
      {model.servers.length > 0 && (
        <>
          <h2>Servers</h2>
          <ul className="ref-servers">
            {model.servers.map((server) => (
              <li key={server.url}>
                <code>{server.url}</code>
                {server.description && <> {server.description}</>}
              </li>
            ))}
          </ul>
        </>
      )}
      {model.securitySchemes.length > 0 && (
        <>
          <h2>Authentication</h2>
          <dl className="ref-schemes">
            {model.securitySchemes.map((scheme) => (
              <div key={scheme.name} className="ref-scheme">
                <dt>
                  <strong>{scheme.name}</strong> <span className="ref-muted">{scheme.kind}</span>
                </dt>
                <dd>
                  <Markdown text={scheme.description} />
                  {scheme.tokenUrl && (
                    <p>
                      Token URL: <code>{scheme.tokenUrl}</code>
                    </p>
                  )}
                  {scheme.scopes.length > 0 && (
                    <ul className="ref-scopes">
                      {scheme.scopes.map((scope) => (
                        <li key={scope.name}>
                          <code>{scope.name}</code> {scope.description}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

function TagSection({ tag }: { tag: TagModel }) {
  return (
    <section className="ref-tag" id={tag.anchor || undefined}>
      <h2>{tag.name}</h2>
      <Markdown text={tag.description} />
      {tag.alsoListed.length > 0 && (
        <p className="ref-muted">
          Also about {tag.name.toLowerCase()}:{' '}
          {tag.alsoListed.map((entry, index) => (
            <span key={entry.operationId}>
              {index > 0 && ', '}
              <a href={`#${entry.anchor}`}>{entry.summary}</a>
            </span>
          ))}
        </p>
      )}
      {tag.operations.map((operation) => (
        <OperationView key={operation.operationId} operation={operation} />
      ))}
    </section>
  );
}

function SchemaSection({ schema }: { schema: SchemaModel }) {
  return (
    <section className="ref-schema" id={schema.anchor}>
      <h3>{schema.tree.title && schema.tree.title !== schema.name ? `${schema.name}: ${schema.tree.title}` : schema.name}</h3>
      <Markdown text={schema.tree.description} />
      <SchemaView node={schema.tree} own anchorOf={(path) => fieldAnchor(schema.name, path)} />
    </section>
  );
}

export function ReferenceBody({ model }: { model: ReferenceModel }) {
  return (
    <div className="api-ref__layout">
      <Navigation model={model} />
      <div className="api-ref__content">
        <Overview model={model} />
        {model.tags.map((tag) => (
          <TagSection key={tag.name} tag={tag} />
        ))}
        <section className="ref-schemas" aria-label="Schemas">
          <h2>Schemas</h2>
          {model.schemas.map((schema) => (
            <SchemaSection key={schema.name} schema={schema} />
          ))}
        </section>
      </div>
    </div>
  );
}
