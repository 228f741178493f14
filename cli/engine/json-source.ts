/**
 * JSON with source offsets (jsonc-parser in strict mode: no comments, no trailing commas), and
 * JSON pointers back to the text of the value or property name they name.
 */
import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface Span {
  offset: number;
  length: number;
}

export type JsonSource = { ok: true; value: unknown; root: Node } | { ok: false; errors: Array<Span & { message: string }> };

const ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes (is there a trailing comma?)',
  ValueExpected: 'expected a value (is there a trailing comma or a placeholder like ...?)',
  ColonExpected: 'expected a colon after the property name',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected } to close the object',
  CloseBracketExpected: 'expected ] to close the array',
  EndOfFileExpected: 'expected the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string (control characters must be escaped)',
};

export function parseJson(text: string): JsonSource {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0 || !root) {
    // Only the first error: the parser's recovery makes the later ones echoes of it.
    const first = errors[0];
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    return { ok: false, errors: [{ offset: first?.offset ?? 0, length: Math.max(1, first?.length ?? 1), message: ERROR_TEXT[code] ?? code }] };
  }
  // jsonc-parser is lenient where JSON.parse is not (e.g. some escapes): JSON.parse has the last word.
  try {
    JSON.parse(text);
  } catch (caught) {
    const at = /position (\d+)/.exec((caught as Error).message);
    const offset = at ? Number(at[1]) : 0;
    return { ok: false, errors: [{ offset, length: 1, message: (caught as Error).message }] };
  }
  return { ok: true, value: getNodeValue(root), root };
}

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The text a pointer names: the value, or for `key` the property name (an unknown property is
 * best shown on its name). A pointer to something absent (a missing required property) falls
 * back to the nearest enclosing value that exists.
 */
export function pointerSpan(root: Node, pointer: string, part: 'value' | 'key' = 'value'): Span {
  const segments = pointer === '' ? [] : pointer.split('/').slice(1).map(unescapeSegment);
  let node = root;
  let keyNode: Node | undefined;
  for (const segment of segments) {
    let next: Node | undefined;
    if (node.type === 'object') {
      const property = node.children?.find((child) => child.children?.[0]?.value === segment);
      keyNode = property?.children?.[0];
      next = property?.children?.[1];
    } else if (node.type === 'array' && /^\d+$/.test(segment)) {
      keyNode = undefined;
      next = node.children?.[Number(segment)];
    }
    if (!next) return { offset: node.offset, length: 1 };
    node = next;
  }
  const target = part === 'key' && keyNode ? keyNode : node;
  return { offset: target.offset, length: target.length };
}

/** The pointers of the strings of a JSON value that `keep` accepts. */
export function stringPointers(root: Node, keep: (text: string) => boolean): string[] {
  const pointers: string[] = [];
  const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
  const visit = (node: Node, pointer: string) => {
    if (node.type === 'string' && typeof node.value === 'string' && keep(node.value)) pointers.push(pointer);
    if (node.type === 'object') {
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key && value) visit(value, `${pointer}/${escape(String(key.value))}`);
      }
    }
    if (node.type === 'array') (node.children ?? []).forEach((child, index) => visit(child, `${pointer}/${index}`));
  };
  visit(root, '');
  return pointers;
}
