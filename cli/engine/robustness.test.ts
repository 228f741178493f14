/**
 * Whatever the pages hold (random text, mutated MDX, broken front matter, junk JSON in samples,
 * odd curl commands), a check never throws: it ends in diagnostics or in success.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CheckSession } from './check.ts';
import { RULE_IDS } from './diagnostics.ts';

const TEMPLATE = `---
title: Payments
sidebar_position: 2
---

# Payments {#payments}

<Card href="/docs/b#intro" id="card" />

- Create one:

  \`\`\`json sample="v2 POST /v2/payments request"
  { "amount": 4299, "currency": "EUR", "order": { "reference": "A" } }
  \`\`\`

\`\`\`bash
curl -X POST https://api.sandbox.orchestra.example/v2/payments -d '{"amount": 1}'
\`\`\`

| a | [b](/docs/b) |
| - | - |

See [b](./b.md#intro) and [ref].

[ref]: /api-v2#operation/createPayment
`;

const frontMatter = fc.oneof(
  fc.constant('---\ntitle: T\n---\n'),
  fc.string().map((text) => `---\n${text}\n---\n`),
  fc.dictionary(fc.string(), fc.jsonValue()).map((data) => `---\n${JSON.stringify(data)}\n---\n`),
  fc.constant(''),
);

const jsonFence = fc
  .tuple(
    fc.constantFrom(
      'sample="v2 POST /v2/payments request"',
      'sample="v2 schema Payment"',
      'nocheck',
      'run',
      'run sample="v2 POST /v2/client-sessions request" id="s"',
      'run sample="v2 GET /v2/payments/{{s.body.id}} response 200" expect="2xx"',
      'run="POST /sandbox/x/{{s.body.id}}" nocheck="shopper"',
      'sample="v9 X"',
      '',
    ),
    fc.oneof(fc.json(), fc.string()),
  )
  .map(([meta, body]) => `\`\`\`json ${meta}\n${body}\n\`\`\`\n`);

const curlFence = fc
  .tuple(fc.constantFrom('$API/v2/payments', 'https://api.sandbox.orchestra.example/wallet/v2/session', "'unterminated", '"$X"'), fc.oneof(fc.json(), fc.string()))
  .map(([url, body]) => `\`\`\`sh\ncurl -X POST ${url} -d '${body}' \\\n  -H x\n\`\`\`\n`);

/** The template with random edits: characters inserted, removed or replaced at random places. */
const mutated = fc.array(fc.tuple(fc.nat(), fc.nat(4), fc.string({ maxLength: 6 })), { maxLength: 8 }).map((edits) =>
  edits.reduce((text, [at, remove, insert]) => {
    const index = at % (text.length + 1);
    return text.slice(0, index) + insert + text.slice(index + remove);
  }, TEMPLATE),
);

const page = fc.oneof(
  mutated,
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.tuple(frontMatter, fc.array(fc.oneof(jsonFence, curlFence, fc.string(), fc.constantFrom('# H', '## H {#x}', '<div>', '{', '[a](#b)', '| a |\n| - |')), { maxLength: 6 })).map(
    ([front, parts]) => front + parts.join('\n'),
  ),
);

const root = mkdtempSync(join(tmpdir(), 'docs-robust-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('docs check on any input', () => {
  it('never throws and always ends in well-formed diagnostics', async () => {
    mkdirSync(join(root, 'docs'), { recursive: true });
    const files = [join(root, 'docs', 'a.mdx'), join(root, 'docs', 'b.md')];
    for (const file of files) writeFileSync(file, TEMPLATE);
    const session = await CheckSession.open({ content: root, cacheDir: false, threads: 1 });
    await session.run();
    await fc.assert(
      fc.asyncProperty(page, page, async (first, second) => {
        writeFileSync(files[0]!, first);
        writeFileSync(files[1]!, second);
        const run = await session.run(new Set(files));
        for (const diagnostic of run.diagnostics) {
          expect(RULE_IDS).toContain(diagnostic.ruleId);
          expect(diagnostic.line).toBeGreaterThanOrEqual(1);
          expect(diagnostic.column).toBeGreaterThanOrEqual(1);
          expect(diagnostic.endLine).toBeGreaterThanOrEqual(diagnostic.line);
        }
      }),
      { numRuns: 150 },
    );
    await session.close();
  });
});
