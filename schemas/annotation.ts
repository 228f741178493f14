import { isApiName, type ApiName } from './spec-types.ts';

export type SampleTarget =
  | { api: ApiName; kind: 'request'; method: string; path: string }
  | { api: ApiName; kind: 'response'; method: string; path: string; status: string }
  | { api: ApiName; kind: 'schema'; name: string };

export type AnnotationParse = { ok: true; target: SampleTarget } | { ok: false; message: string };

const GRAMMAR =
  'expected "<api> <METHOD> <path> request", "<api> <METHOD> <path> response <status>" or "<api> schema <Name>" with api v1, v2 or wallet';

/** Parses the text of a `sample="…"` attribute (DESIGN.md, "Sample annotations"). */
export function parseAnnotation(text: string): AnnotationParse {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const [api, second, third, fourth, fifth, ...rest] = words;
  if (!api || !isApiName(api)) {
    return { ok: false, message: `unknown API "${api ?? ''}" in sample="${text}": ${GRAMMAR}` };
  }
  if (second === 'schema') {
    if (!third || fourth !== undefined) return { ok: false, message: `sample="${text}": ${GRAMMAR}` };
    return { ok: true, target: { api, kind: 'schema', name: third } };
  }
  if (!second || !/^[A-Za-z]+$/.test(second) || !third?.startsWith('/')) {
    return { ok: false, message: `sample="${text}": ${GRAMMAR}` };
  }
  const method = second.toUpperCase();
  if (fourth === 'request' && fifth === undefined) {
    return { ok: true, target: { api, kind: 'request', method, path: third } };
  }
  if (fourth === 'response' && fifth && /^([1-5][0-9X]{2}|default)$/i.test(fifth) && rest.length === 0) {
    return { ok: true, target: { api, kind: 'response', method, path: third, status: fifth.toUpperCase() === 'DEFAULT' ? 'default' : fifth.toUpperCase() } };
  }
  return { ok: false, message: `sample="${text}": ${GRAMMAR}` };
}
