import { describe, expect, it } from 'vitest';
import { createFileRegistry } from '../../schemas/index.ts';
import { loadPage } from './page.ts';
import { checkFences, type SpecAccess } from './samples.ts';

const registry = createFileRegistry();
const specs: SpecAccess = {
  servers: {
    v2: ['https://api.sandbox.orchestra.example', 'https://api.orchestra.example'],
    wallet: ['https://api.sandbox.orchestra.example/wallet', 'https://api.orchestra.example/wallet'],
    v1: ['https://api.sandbox.orchestra.example/v1'],
  },
  registry: async () => registry,
};

/** The findings of one page's fences, from its text and from the specs, as [rule, line, column, pointer]. */
async function findings(body: string) {
  const page = await loadPage(`---\ntitle: T\n---\n\n${body}`, { mdx: true, gfm: 'always' });
  const all = [...page.findings, ...(await checkFences(page.fences, specs)).findings];
  return all.map(({ ruleId, line, column, pointer }) => [ruleId, line, column, pointer]);
}

describe('checkFences', () => {
  it('checks curl form bodies field by field', async () => {
    const curl = "```bash\ncurl -X POST https://api.sandbox.orchestra.example/oauth/token \\\n  -d grant_type=password -d scop=x\n```";
    expect(await findings(curl)).toEqual([
      ['sample/invalid', 7, 29, '/scop'],
      ['sample/invalid', 7, 17, '/grant_type'],
    ]);
  });

  it('finds the API of a URL by its server, or tries every API after a shell variable', async () => {
    const wallet = '```sh\ncurl -X POST https://api.orchestra.example/wallet/v2/session -d \'{}\'\n```';
    expect(await findings(wallet)).toEqual([['sample/invalid', 6, 66, '/owner_reference']]);
    const variable = '```console\n$ curl "$WALLET_API/wallet/v2/session" --json \'{"owner_reference": "s-1"}\'\n```';
    expect(await findings(variable)).toEqual([]);
    const elsewhere = '```bash\ncurl -X POST https://example.com/v2/nothing -d \'not json\'\n```';
    expect(await findings(elsewhere)).toEqual([]);
  });

  it('validates schema samples and leaves nocheck samples with a reason alone', async () => {
    expect(await findings('```json sample="wallet schema Nope"\n{}\n```')).toEqual([['sample/unknown-operation', 5, 17, undefined]]);
    expect(await findings('```json nocheck="an excerpt"\n{ "partial": \n```')).toEqual([]);
    expect(await findings('```js sample="v2 schema Payment"\nconst a = 1;\n```')).toEqual([['sample/json', 5, 15, undefined]]);
    expect(await findings('```json run nocheck="excerpt"\n{}\n```')).toEqual([['run/failed', 5, 9, undefined]]);
  });
});
