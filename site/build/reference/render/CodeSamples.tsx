/**
 * An operation's code samples as language tabs. Only the samples every reader gets (curl and the
 * spec's own x-codeSamples) are in the page; the other languages are deferred: their tab is in
 * the page with an empty panel, and the panel's HTML is in a JSON file the page fetches when a
 * reader picks the language (see site/app/reference/deferred-samples.ts). Eight languages on
 * every operation were a third of the page's elements, for one language a reader reads.
 */
import type { OperationModel } from '../reference-model.ts';
import { shipsInPage, type CodeSample } from '../snippets.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { RadioTabs } from './RadioTabs.tsx';

/** What a sample's tab panel holds, in the page or in the deferred JSON. */
export function SampleContent({ sample }: { sample: CodeSample }) {
  return (
    <>
      {sample.install && (
        <p className="ref-samples__install">
          Needs <code>{sample.install}</code>
        </p>
      )}
      <CodeBlock code={sample.code} lang={sample.lang} />
    </>
  );
}

export function CodeSamples({ operation }: { operation: OperationModel }) {
  if (operation.samples.length === 0) return null;
  return (
    <div className="ref-samples">
      <p className="ref-aside__title">Code samples</p>
      <RadioTabs
        kind="lang"
        legend="Language"
        items={operation.samples.map((sample) =>
          shipsInPage(sample)
            ? { key: sample.key, label: sample.label, content: <SampleContent sample={sample} /> }
            : { key: sample.key, label: sample.label, deferred: true },
        )}
      />
    </div>
  );
}
