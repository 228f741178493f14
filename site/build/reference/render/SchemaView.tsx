/**
 * A schema tree as nested field lists. Nested objects, array items and variants open with
 * `<details>` or radio tabs, so everything is in the HTML and works without JavaScript. In the
 * Schemas section every field carries its anchor (`anchorOf`); elsewhere fields have no id, so
 * each anchor exists once.
 */
import type { ReactNode } from 'react';
import { schemaAnchor } from '../../../../cli/engine/routes.ts';
import type { FieldNode, SchemaNode } from '../schema-tree.ts';
import { InlineMarkdown, Markdown } from './Markdown.tsx';
import { RadioTabs } from './RadioTabs.tsx';

export type AnchorOf = (path: string[]) => string;

/**
 * How nested fields are shown: `anchorOf` gives every field its id (the Schemas section);
 * `linkOf` shows only the first level and links deeper fields to their place in the Schemas
 * section (responses, whose schemas are large and repeated on every operation).
 */
interface Placement {
  anchorOf?: AnchorOf | undefined;
  linkOf?: AnchorOf | undefined;
}

/** Longer enums are listed once, in their own schema's section (CountryCode has 249 values). */
const INLINE_ENUM_LIMIT = 12;

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const SchemaLink = ({ name }: { name: string }) => <a href={`#${schemaAnchor(name)}`}>{name}</a>;

function TypeLabel({ node }: { node: SchemaNode }): ReactNode {
  if (node.items) {
    return (
      <>
        array of <TypeLabel node={node.items} />
      </>
    );
  }
  const base = node.types.join(' | ') || (node.variants ? node.variants.kind.replace('Of', ' of') : node.hasConst ? 'constant' : 'any');
  const named = node.ref && (node.types.includes('object') || node.variants || node.types.length === 0);
  return (
    <>
      {named ? <SchemaLink name={node.ref!} /> : base}
      {node.format && <span className="ref-format"> &lt;{node.format}&gt;</span>}
      {node.ref && !named && (
        <>
          {' · '}
          <SchemaLink name={node.ref} />
        </>
      )}
      {node.nullable && ' | null'}
    </>
  );
}

function EnumValues({ node, own }: { node: SchemaNode; own: boolean }) {
  const values = node.enum ?? [];
  const list = values.map((value, index) => (
    <code key={index} className="ref-value">
      {show(value)}
    </code>
  ));
  if (values.length <= INLINE_ENUM_LIMIT) return <span className="ref-fact">Allowed values: {list}</span>;
  if (node.ref && !own) {
    return (
      <span className="ref-fact">
        One of the {values.length} values of <SchemaLink name={node.ref} />
      </span>
    );
  }
  return (
    <details className="ref-enum">
      <summary>{values.length} allowed values</summary>
      <p>{list}</p>
    </details>
  );
}

/** Constraints, enum, const, default and examples of one node. `own`: the node is its component's section root. */
function Facts({ node, own = false }: { node: SchemaNode; own?: boolean }) {
  const facts: ReactNode[] = node.constraints.map((constraint, index) => (
    <span key={`c${index}`} className="ref-fact">
      {constraint.label}
      {constraint.code !== undefined && (
        <>
          {' '}
          <code>{constraint.code}</code>
        </>
      )}
    </span>
  ));
  if (node.enum) facts.push(<EnumValues key="enum" node={node} own={own} />);
  if (node.hasConst) {
    facts.push(
      <span key="const" className="ref-fact">
        Always <code className="ref-value">{show(node.const)}</code>
      </span>,
    );
  }
  if (node.hasDefault) {
    facts.push(
      <span key="default" className="ref-fact">
        Default <code className="ref-value">{show(node.default)}</code>
      </span>,
    );
  }
  if (node.examples.length > 0) {
    facts.push(
      <span key="examples" className="ref-fact">
        Example{node.examples.length > 1 ? 's' : ''}{' '}
        {node.examples.map((example, index) => (
          <code key={index} className="ref-value">
            {show(example)}
          </code>
        ))}
      </span>,
    );
  }
  if (node.alternatives) {
    facts.push(
      <span key="alternatives" className="ref-fact">
        {node.alternatives.kind === 'oneOf' ? 'Exactly one of: ' : 'At least one of: '}
        {node.alternatives.options.map((option, index) => (
          <span key={index}>
            {index > 0 && ' · '}
            <InlineMarkdown text={option} />
          </span>
        ))}
      </span>,
    );
  }
  if (node.additionalProperties === true) facts.push(<span key="additional" className="ref-fact">Any other property is allowed</span>);
  else if (node.additionalProperties && !hasChildren(node.additionalProperties)) {
    facts.push(
      <span key="additional" className="ref-fact">
        Other properties: <TypeLabel node={node.additionalProperties} />
      </span>,
    );
  }
  const items = node.items;
  const itemFacts = items && !hasChildren(items) && (items.constraints.length > 0 || items.enum || items.hasConst || items.examples.length > 0);
  if (facts.length === 0 && !itemFacts) return null;
  return (
    <div className="ref-facts">
      {facts}
      {itemFacts && (
        <span className="ref-fact ref-fact--items">
          Each item: <Facts node={items} />
        </span>
      )}
    </div>
  );
}

function hasChildren(node: SchemaNode): boolean {
  return (
    node.properties.length > 0 ||
    node.variants !== undefined ||
    node.cycle !== undefined ||
    (node.items !== undefined && hasChildren(node.items)) ||
    (typeof node.additionalProperties === 'object' && hasChildren(node.additionalProperties))
  );
}

function childSummary(node: SchemaNode): string {
  if (node.cycle) return `${node.cycle} (recursive)`;
  if (node.items) return `${childSummary(node.items)} of each item`;
  if (node.variants) return `${node.variants.options.length} possible shapes`;
  if (node.properties.length > 0) return `${node.properties.length} field${node.properties.length > 1 ? 's' : ''}${node.ref ? ` of ${node.ref}` : ''}`;
  return 'properties';
}

/** What is below a node: its fields, its items' fields, its variants; arrays are transparent. */
function NodeChildren({ node, anchorOf, linkOf }: { node: SchemaNode } & Placement): ReactNode {
  if (node.cycle) {
    return (
      <p className="ref-cycle">
        Recursive: the fields of <SchemaLink name={node.cycle} /> again.
      </p>
    );
  }
  return (
    <>
      {node.properties.length > 0 && (
        <ul className="ref-fields">
          {node.properties.map((field) => (
            <FieldRow key={field.name} field={field} anchorOf={anchorOf} linkOf={linkOf} />
          ))}
        </ul>
      )}
      {node.items && hasChildren(node.items) && <NodeChildren node={node.items} anchorOf={anchorOf} linkOf={linkOf} />}
      {typeof node.additionalProperties === 'object' && hasChildren(node.additionalProperties) && (
        <div className="ref-additional">
          <p>Each other property:</p>
          <NodeChildren node={node.additionalProperties} anchorOf={anchorOf} linkOf={linkOf} />
        </div>
      )}
      {node.variants && (
        <RadioTabs
          kind="variant"
          legend={node.variants.kind === 'oneOf' ? 'Exactly one of these shapes' : 'One or more of these shapes'}
          items={node.variants.options.map((option) => ({
            key: option.key,
            label: option.label,
            content: (
              <>
                <Markdown text={option.node.description} />
                <Facts node={option.node} />
                <NodeChildren node={option.node} anchorOf={anchorOf} linkOf={linkOf} />
              </>
            ),
          }))}
        />
      )}
    </>
  );
}

export function FieldRow({ field, anchorOf, linkOf }: { field: FieldNode } & Placement) {
  const { node } = field;
  const anchor = anchorOf?.(field.path);
  return (
    <li className={`ref-field${node.deprecated ? ' ref-field--deprecated' : ''}`} id={anchor}>
      <div className="ref-field__head">
        {anchor ? (
          // In the Schemas section the name links to itself: the field's address to copy.
          <a className="ref-field__name" href={`#${anchor}`}>
            <code>{field.name}</code>
          </a>
        ) : (
          <code className="ref-field__name">{field.name}</code>
        )}
        <span className="ref-field__type">
          <TypeLabel node={node} />
        </span>
        {field.required && <span className="ref-badge ref-badge--required">required</span>}
        {node.deprecated && <span className="ref-badge ref-badge--deprecated">deprecated</span>}
        {node.readOnly && <span className="ref-badge">read-only</span>}
        {node.writeOnly && <span className="ref-badge">write-only</span>}
      </div>
      <InlineMarkdown as="div" className="ref-field__desc" text={node.description} />
      <Facts node={node} />
      {hasChildren(node) &&
        (linkOf ? (
          <a className="ref-field__more" href={`#${linkOf(field.path)}`}>
            {childSummary(node)}
          </a>
        ) : (
          <details className="ref-field__children">
            <summary>{childSummary(node)}</summary>
            <NodeChildren node={node} anchorOf={anchorOf} />
          </details>
        ))}
    </li>
  );
}

/** A whole schema: a body, a response, a component section. */
export function SchemaView({ node, anchorOf, linkOf, own = false }: { node: SchemaNode; own?: boolean } & Placement) {
  return (
    <div className="ref-schema-view">
      <p className="ref-schema-view__type">
        <TypeLabel node={node} />
        {node.deprecated && <span className="ref-badge ref-badge--deprecated">deprecated</span>}
      </p>
      <Facts node={node} own={own} />
      <NodeChildren node={node} anchorOf={anchorOf} linkOf={linkOf} />
    </div>
  );
}
