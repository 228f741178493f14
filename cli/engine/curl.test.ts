import { describe, expect, it } from 'vitest';
import { curlCalls, shellCommands } from './curl.ts';

describe('curlCalls', () => {
  it('reads method, URL and a multi-line quoted body, keeping where each character came from', () => {
    const script = `curl -sS -X PATCH "$API_BASE/v2/payments/pay_1" \\\n  -H 'Content-Type: application/json' \\\n  --data '{\n  "a": 1\n}'`;
    const [call] = curlCalls(script);
    expect(call?.method).toBe('PATCH');
    expect(call?.url?.text).toBe('$API_BASE/v2/payments/pay_1');
    expect(call?.body?.text).toBe('{\n  "a": 1\n}');
    const at = call!.body!.text.indexOf('"a"');
    expect(script.slice(call!.body!.offsets[at], call!.body!.offsets[at]! + 3)).toBe('"a"');
  });

  it('defaults to POST with data and GET without, and joins several -d with &', () => {
    const calls = curlCalls('curl https://x.example/a\n$ curl -d a=1 -d b=2 https://x.example/token\ncurl -G -d q=1 https://x.example/s');
    expect(calls.map((call) => [call.method, call.url?.text, call.body?.text])).toEqual([
      ['GET', 'https://x.example/a', undefined],
      ['POST', 'https://x.example/token', 'a=1&b=2'],
      ['GET', 'https://x.example/s', undefined],
    ]);
  });

  it('understands clustered short options, escapes in double quotes, files and comments', () => {
    const [call] = curlCalls('curl -XPUT -d@body.json "https://x.example/\\"q\\"" # a comment');
    expect(call).toMatchObject({ method: 'PUT', url: { text: 'https://x.example/"q"' }, body: { fromFile: true } });
    expect(shellCommands('echo a && curl b; ls | wc').map((words) => words.map((word) => word.text))).toEqual([['echo', 'a'], ['curl', 'b'], ['ls'], ['wc']]);
  });
});
