/**
 * A schema tree as nested field lists. Nested objects, array items and variants open with
 * `<details>` or radio tabs, so everything is in the HTML and works without JavaScript. In the
 * Schemas section every field carries its anchor (`anchorOf`); elsewhere fields have no id, so
 * each anchor exists once.
 */
import { Fragment, type ReactNode } from 'react';
import { schemaAnchor } from '../../../../cli/engine/routes.ts';
import type { FieldNode, SchemaNode } from '../schema-tree.ts';
import { InlineMarkdown, Markdown } from './Markdown.tsx';
import { RadioTabs } from './RadioTabs.tsx';

export type AnchorOf = (path: string[]) => string;

/**
 * How nested fields are shown: `anchorOf` gives every field its id (the Schemas section);
 * `linkTo` shows `levels` levels of fields (none: the type line only) and links the fields below
 * to their place in the Schemas section (bodies and responses of named schemas, which would
 * repeat that section).
 * `level` is the level of the rows being rendered, 0 at the top.
 */
interface Placement {
  anchorOf?: AnchorOf | undefined;
  linkTo?: { anchorOf: AnchorOf; levels: number } | undefined;
  level?: number;
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
      {node.format && ` <${node.format}>`}
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
  const list = values.map((value, index) => <code key={index}>{show(value)}</code>);
  if (values.length <= INLINE_ENUM_LIMIT) return <>Allowed values: {list}</>;
  if (node.ref && !own) {
    return (
      <>
        One of the {values.length} values of <SchemaLink name={node.ref} />
      </>
    );
  }
  return (
    <details className="ref-enum">
      <summary>{values.length} allowed values</summary>
      <p>{list}</p>
    </details>
  );
}

/** `items` with `separator` between them. */
function joined(items: ReactNode[], separator: string): ReactNode[] {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {item}
    </Fragment>
  ));
}

/** Constraints, enum, const, default and examples of one node, as phrases. `own`: the node is its component's section root. */
function factList(node: SchemaNode, own: boolean): ReactNode[] {
  const facts: ReactNode[] = node.constraints.map((constraint) =>
    constraint.code === undefined ? (
      constraint.label
    ) : (
      <>
        {constraint.label} <code>{constraint.code}</code>
      </>
    ),
  );
  if (node.enum) facts.push(<EnumValues node={node} own={own} />);
  if (node.hasConst) {
    facts.push(
      <>
        Always <code>{show(node.const)}</code>
      </>,
    );
  }
  if (node.hasDefault) {
    facts.push(
      <>
        Default <code>{show(node.default)}</code>
      </>,
    );
  }
  if (node.examples.length > 0) {
    facts.push(
      <>
        Example{node.examples.length > 1 ? 's' : ''} {node.examples.map((example, index) => <code key={index}>{show(example)}</code>)}
      </>,
    );
  }
  if (node.alternatives) {
    facts.push(
      <>
        {node.alternatives.kind === 'oneOf' ? 'Exactly one of: ' : 'At least one of: '}
        {joined(
          node.alternatives.options.map((option) => <InlineMarkdown text={option} />),
          ' or ',
        )}
      </>,
    );
  }
  if (node.additionalProperties === true) facts.push('Any other property is allowed');
  else if (node.additionalProperties && !hasChildren(node.additionalProperties)) {
    facts.push(
      <>
        Other properties: <TypeLabel node={node.additionalProperties} />
      </>,
    );
  }
  const items = node.items;
  if (items && !hasChildren(items)) {
    const itemFacts = factList(items, false);
    if (itemFacts.length > 0) facts.push(<>Each item: {joined(itemFacts, ', ')}</>);
  }
  return facts;
}

/**
 * The facts of a node as one line of phrases (`length ≤ 64 · pattern … · Example …`): plain text
 * and `<code>`, no element per fact, since a page shows thousands of them.
 */
function Facts({ node, own = false }: { node: SchemaNode; own?: boolean }) {
  const facts = factList(node, own);
  if (facts.length === 0) return null;
  return <div className="ref-facts">{joined(facts, ' · ')}</div>;
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
function NodeChildren({ node, ...placement }: { node: SchemaNode } & Placement): ReactNode {
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
            <FieldRow key={field.name} field={field} {...placement} />
          ))}
        </ul>
      )}
      {node.items && hasChildren(node.items) && <NodeChildren node={node.items} {...placement} />}
      {typeof node.additionalProperties === 'object' && hasChildren(node.additionalProperties) && (
        <div className="ref-additional">
          <p>Each other property:</p>
          <NodeChildren node={node.additionalProperties} {...placement} />
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
                <NodeChildren node={option.node} {...placement} />
              </>
            ),
          }))}
        />
      )}
    </>
  );
}

/**
 * One field. A reference page has thousands of rows and parsing them is most of the work before
 * its first paint on a phone, so a row is flat and its parts are told apart by position and
 * element rather than by classes (reference.css): the name first, then the type as the row's own
 * text, `<strong>` for required and the other badges; under them the description (the `<div>`
 * without class), the facts and the children.
 *
 * The name is not a link to the row's own anchor: 1,601 such links on /api-v2 were 72 KB and made
 * Lighthouse's link audit run for 25 s (it times out on a busy machine). With JavaScript a click
 * on the name puts the field's address in the address bar (site/app/reference/behaviours.ts).
 */
export function FieldRow({ field, anchorOf, linkTo, level = 0 }: { field: FieldNode } & Placement) {
  const { node } = field;
  const anchor = anchorOf?.(field.path);
  const linked = linkTo !== undefined && level + 1 >= linkTo.levels;
  return (
    <li className={node.deprecated ? 'ref-deprecated' : undefined} id={anchor}>
      <code>{field.name}</code>
      <TypeLabel node={node} />
      {field.required && <strong>required</strong>}
      {node.deprecated && <span className="ref-badge ref-badge--deprecated">deprecated</span>}
      {node.readOnly && <span className="ref-badge">read-only</span>}
      {node.writeOnly && <span className="ref-badge">write-only</span>}
      <InlineMarkdown as="div" text={node.description} />
      <Facts node={node} />
      {hasChildren(node) &&
        (linked ? (
          <a className="ref-field__more" href={`#${linkTo.anchorOf(field.path)}`}>
            {childSummary(node)}
          </a>
        ) : (
          <details className="ref-field__children">
            <summary>{childSummary(node)}</summary>
            <NodeChildren node={node} anchorOf={anchorOf} linkTo={linkTo} level={level + 1} />
          </details>
        ))}
    </li>
  );
}

/** A whole schema: a body, a response, a component section. */
export function SchemaView({ node, own = false, ...placement }: { node: SchemaNode; own?: boolean } & Placement) {
  return (
    <div className="ref-schema-view">
      <p className="ref-schema-view__type">
        <TypeLabel node={node} />
        {node.deprecated && <span className="ref-badge ref-badge--deprecated">deprecated</span>}
      </p>
      <Facts node={node} own={own} />
      {placement.linkTo?.levels !== 0 && <NodeChildren node={node} {...placement} />}
    </div>
  );
}
