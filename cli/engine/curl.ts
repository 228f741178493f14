/**
 * curl commands in shell fences: a small POSIX-shell word splitter that remembers where every
 * character of every word came from (so a JSON body in quotes can be pointed into), and the curl
 * options that decide the request: method, URL and body.
 */

export interface Word {
  text: string;
  /** Offset in the script of each character of `text`. */
  offsets: number[];
}

export interface CurlBody {
  text: string;
  offsets: number[];
  /** `-d @file`: the body is not in the page. */
  fromFile: boolean;
}

export interface CurlCall {
  /** `-X`, else POST when data is sent, else GET. */
  method: string;
  url: Word | undefined;
  body: CurlBody | undefined;
  /** `-F`: multipart, not checked against a JSON schema. */
  multipart: boolean;
}

/** Splits a script into commands of words. Handles quotes, escapes, line continuations, comments. */
export function shellCommands(script: string): Word[][] {
  const commands: Word[][] = [];
  let words: Word[] = [];
  let word: Word | undefined;
  const push = (char: string, offset: number) => {
    word ??= { text: '', offsets: [] };
    word.text += char;
    word.offsets.push(offset);
  };
  const endWord = () => {
    if (word) words.push(word);
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  let index = 0;
  let lineStart = true;
  while (index < script.length) {
    const char = script[index]!;
    // Console transcripts: a `$ ` prompt starts a command.
    if (lineStart && !word && words.length === 0) {
      const prompt = /^[ \t]*\$[ \t]+/.exec(script.slice(index, index + 16));
      if (prompt) {
        index += prompt[0].length;
        lineStart = false;
        continue;
      }
    }
    lineStart = false;
    if (char === '\\') {
      const next = script[index + 1];
      if (next === '\n' || (next === '\r' && script[index + 2] === '\n')) {
        index += next === '\n' ? 2 : 3;
        continue;
      }
      if (next !== undefined) push(next, index + 1);
      index += 2;
      continue;
    }
    if (char === "'") {
      const close = script.indexOf("'", index + 1);
      const end = close === -1 ? script.length : close;
      word ??= { text: '', offsets: [] };
      for (let at = index + 1; at < end; at++) push(script[at]!, at);
      index = end + 1;
      continue;
    }
    if (char === '"') {
      word ??= { text: '', offsets: [] };
      let at = index + 1;
      for (; at < script.length && script[at] !== '"'; at++) {
        if (script[at] === '\\' && /["\\$`\n]/.test(script[at + 1] ?? '')) {
          at++;
          if (script[at] === '\n') continue;
        }
        push(script[at]!, at);
      }
      index = at + 1;
      continue;
    }
    if (char === '\n' || char === ';' || char === '|' || char === '&') {
      endCommand();
      lineStart = char === '\n';
      index += 1;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      endWord();
      index += 1;
      continue;
    }
    if (char === '#' && !word) {
      const newline = script.indexOf('\n', index);
      index = newline === -1 ? script.length : newline;
      continue;
    }
    push(char, index);
    index += 1;
  }
  endCommand();
  return commands;
}

/** Options whose value is the next word (or the rest of a short option cluster). */
const WITH_VALUE = new Set([
  '-X', '--request', '-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json',
  '-H', '--header', '-F', '--form', '--form-string', '--url', '-u', '--user', '-o', '--output', '-A', '--user-agent',
  '-e', '--referer', '-b', '--cookie', '-c', '--cookie-jar', '-w', '--write-out', '-m', '--max-time',
  '--connect-timeout', '-x', '--proxy', '--retry', '--retry-delay', '--retry-max-time', '--cacert', '--cert',
  '--key', '-K', '--config', '--resolve', '--oauth2-bearer', '-T', '--upload-file', '-r', '--range', '--limit-rate',
  '--max-redirs', '--interface', '-E', '-y', '-Y', '-z', '--variable', '--expand-data', '--url-query',
]);
const DATA = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json']);

const slice = (word: Word, from: number): Word => ({ text: word.text.slice(from), offsets: word.offsets.slice(from) });

export function curlCalls(script: string): CurlCall[] {
  const calls: CurlCall[] = [];
  for (const words of shellCommands(script)) {
    const start = words.findIndex((word) => word.text === 'curl' || word.text.endsWith('/curl'));
    if (start === -1) continue;
    calls.push(curlCall(words.slice(start + 1)));
  }
  return calls;
}

function curlCall(args: Word[]): CurlCall {
  let method: string | undefined;
  let url: Word | undefined;
  let get = false;
  let multipart = false;
  const data: Array<{ option: string; word: Word }> = [];
  const take = (option: string, value: Word | undefined) => {
    if (!value) return;
    if (option === '-X' || option === '--request') method = value.text.toUpperCase();
    else if (option === '--url') url = value;
    else if (DATA.has(option)) data.push({ option, word: value });
    else if (option === '-F' || option === '--form' || option === '--form-string') multipart = true;
  };
  for (let index = 0; index < args.length; index++) {
    const word = args[index]!;
    const text = word.text;
    if (text.startsWith('--')) {
      if (text === '--get') get = true;
      else if (text === '--head') method ??= 'HEAD';
      else if (WITH_VALUE.has(text)) take(text, args[++index]);
      continue;
    }
    if (text.startsWith('-') && text.length > 1) {
      // A cluster of short options (`-sSL`, `-XPOST`): a value-taking option ends it.
      for (let at = 1; at < text.length; at++) {
        const option = `-${text[at]}`;
        if (option === '-G') get = true;
        else if (option === '-I') method ??= 'HEAD';
        else if (WITH_VALUE.has(option)) {
          take(option, at + 1 < text.length ? slice(word, at + 1) : args[++index]);
          break;
        }
      }
      continue;
    }
    url ??= word;
  }
  const body = get || data.length === 0 ? undefined : joinData(data);
  return { method: method ?? (body || multipart ? 'POST' : 'GET'), url, body, multipart };
}

/** Several `-d` are sent joined by `&`, as curl does; `@file` reads the body from a file, except with --data-raw. */
function joinData(parts: Array<{ option: string; word: Word }>): CurlBody {
  let text = '';
  const offsets: number[] = [];
  parts.forEach(({ word }, index) => {
    if (index > 0) {
      text += '&';
      offsets.push(word.offsets[0] ?? 0);
    }
    text += word.text;
    offsets.push(...word.offsets);
  });
  const fromFile = parts.some(({ option, word }) => option !== '--data-raw' && word.text.startsWith('@'));
  return { text, offsets, fromFile };
}
