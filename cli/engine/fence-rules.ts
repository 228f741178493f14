/**
 * The sample rules a page's text settles alone, run where the page is parsed (a worker thread on
 * a cold run): annotations present and well formed (sample/unannotated, sample/unknown-operation
 * for an unknown API or grammar), JSON that parses (sample/json), and runnable fences that can
 * run (run/failed: the sandbox's own reading of `run`, steps referring to earlier steps). What is
 * left for the specs (samples.ts) and the sandbox (run.ts) are the fences that passed.
 */
import { parseAnnotation } from '../../schemas/annotation.ts';
import { isApiName } from '../../schemas/spec-types.ts';
import { runnableFence } from '../../sandbox/run-fence.ts';
import { referencedSteps } from '../../sandbox/runnable.ts';
import { error, type Finding, type Range } from './diagnostics.ts';
import { fenceRange, parseMeta, SHELL_LANGS, type CodeFence, type MetaAttribute } from './fences.ts';
import { parseJson } from './json-source.ts';

/** A fence with checks left to do: validate its sample against the spec, run it in the sandbox. */
export interface SpecFence extends CodeFence {
  sample: boolean;
  run: boolean;
}

const ANNOTATION_HELP = 'add sample="<api> <METHOD> <path> request|response <status>", sample="<api> schema <Name>" or nocheck="<reason>"';

/** Where an attribute's value sits on the opening fence line. */
export function attributeRange(fence: CodeFence, name: string, attribute: MetaAttribute): Range {
  const offset = attribute.value === true ? 0 : name.length + 2;
  const length = attribute.value === true ? name.length : Math.max(1, attribute.value.length);
  return { line: fence.line, column: attribute.column + offset, endLine: fence.line, endColumn: attribute.column + offset + length };
}

/** The annotation of a JSON fence that passed the text checks. */
export const annotationOf = (fence: CodeFence): { text: string; range: Range } | undefined => {
  const sample = parseMeta(fence).get('sample');
  return sample && sample.value !== true ? { text: sample.value.trim(), range: attributeRange(fence, 'sample', sample) } : undefined;
};

/** Where the `run` attribute of a fence is: run/failed findings point at it. */
export const runRange = (fence: CodeFence): Range => {
  const run = parseMeta(fence).get('run');
  return run ? attributeRange(fence, 'run', run) : { line: fence.line, column: fence.column, endLine: fence.line, endColumn: fence.endColumn };
};

export function fenceFindings(fences: readonly CodeFence[]): { findings: Finding[]; forSpecs: SpecFence[] } {
  const findings: Finding[] = [];
  const forSpecs: SpecFence[] = [];
  // Ids of the runnable fences above: a step may use only what an earlier step answered.
  const steps = new Set<string>();
  for (const fence of fences) {
    const lang = fence.lang.toLowerCase();
    const meta = parseMeta(fence);
    const sample = checkText(fence, lang, meta, findings);
    const run = meta.has('run') && checkRunnable(fence, lang, meta, steps, findings);
    // Whether a curl addresses an Orchestra API is known from the specs' servers only.
    if (sample || run || SHELL_LANGS.has(lang)) forSpecs.push({ ...fence, sample, run });
  }
  return { findings, forSpecs };
}

function checkRunnable(fence: CodeFence, lang: string, meta: Map<string, MetaAttribute>, steps: Set<string>, findings: Finding[]): boolean {
  const attributes = new Map([...meta].map(([name, attribute]) => [name, attribute.value]));
  const parsed = runnableFence(lang, fence.value, attributes);
  const failed = (message: string) => findings.push(error('run/failed', message, runRange(fence)));
  if (!parsed.ok) {
    failed(parsed.message);
    return false;
  }
  const unknown = referencedSteps(`${parsed.fence.path} ${parsed.fence.body ?? ''}`).find((name) => !steps.has(name));
  if (parsed.fence.id) steps.add(parsed.fence.id);
  if (unknown) {
    failed(`{{${unknown}.…}} refers to no earlier step: give the step it means id="${unknown}", above this one`);
    return false;
  }
  return true;
}

/** True when the fence is a JSON sample whose annotation and JSON are well formed. */
function checkText(fence: CodeFence, lang: string, meta: Map<string, MetaAttribute>, findings: Finding[]): boolean {
  const sample = meta.get('sample');
  const nocheck = meta.get('nocheck');
  if (lang !== 'json') {
    if (sample) findings.push(error('sample/json', `sample= is read on json fences only; this fence is ${lang ? `\`${lang}\`` : 'untagged'}: tag it json`, attributeRange(fence, 'sample', sample)));
    return false;
  }
  if (nocheck) {
    if (nocheck.value !== true && nocheck.value.trim() !== '') return false;
    findings.push(error('sample/unannotated', 'nocheck needs a reason: nocheck="partial excerpt of a payment"', attributeRange(fence, 'nocheck', nocheck)));
  }
  const annotation = sample && sample.value !== true ? sample.value.trim() : '';
  if (!sample || annotation === '') {
    if (!nocheck) {
      const range = sample ? attributeRange(fence, 'sample', sample) : { line: fence.line, column: fence.column, endLine: fence.line, endColumn: fence.endColumn };
      findings.push(error('sample/unannotated', `json fence without sample= or nocheck=: ${ANNOTATION_HELP}`, range));
    }
    return false;
  }
  const target = parseAnnotation(annotation);
  const firstWord = annotation.split(/\s+/)[0] ?? '';
  const api = isApiName(firstWord) ? { api: firstWord } : {};
  if (!target.ok) {
    findings.push(error('sample/unknown-operation', target.message, attributeRange(fence, 'sample', sample), api));
    return false;
  }
  if (fence.value.trim() === '') {
    findings.push(error('sample/json', 'the sample is empty: write the JSON body', fenceRange(fence, 0, 1), api));
    return false;
  }
  const parsed = parseJson(fence.value);
  if (!parsed.ok) {
    for (const problem of parsed.errors) {
      findings.push(error('sample/json', `not valid JSON: ${problem.message}`, fenceRange(fence, problem.offset, problem.offset + problem.length), api));
    }
    return false;
  }
  return true;
}
