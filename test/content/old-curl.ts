/**
 * What an old curl understands. The cURL samples must run on the curl that long-term-support
 * distributions still ship, so they may only use options and --write-out variables that curl had
 * by 7.18.0 (the release that added --data-urlencode, which the GET samples need).
 *
 * Versions are from curl's own docs/options-in-versions and docs/cmdline-opts/write-out.md
 * (http_code and size_request belong to the original --write-out of 6.5).
 */

/** The newest curl release a sample may require. */
export const OLDEST_CURL = '7.18.0';

/** Long option -> the curl version that introduced it (only options the samples may use). */
export const OLD_CURL_OPTIONS: Record<string, string> = {
  '--silent': '4.0',
  '--show-error': '5.9',
  '--max-time': '4.0',
  '--connect-timeout': '7.7',
  '--get': '7.8.1',
  '--data-urlencode': '7.18.0',
  '--data-binary': '7.2',
  '--data': '4.0',
  '--header': '5.0',
  '--request': '6.0',
  '--output': '4.0',
  '--write-out': '6.5',
  '--fail': '4.0',
  '--include': '4.8',
  '--verbose': '4.0',
};

/** Short option letter -> long option. */
const SHORT: Record<string, string> = {
  s: '--silent',
  S: '--show-error',
  m: '--max-time',
  G: '--get',
  d: '--data',
  H: '--header',
  X: '--request',
  o: '--output',
  w: '--write-out',
  f: '--fail',
  i: '--include',
  v: '--verbose',
};

/** --write-out variables of the original 6.5 implementation that the samples may print. */
export const OLD_WRITE_OUT_VARIABLES = ['http_code', 'size_request', 'size_download', 'size_upload', 'time_total'];

/** Each curl command of a shell script, with line continuations joined (command text after `curl`). */
export function curlCommands(script: string): string[] {
  const joined = script.replace(/\\\n/g, ' ');
  const out: string[] = [];
  for (const line of joined.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    for (const m of line.matchAll(/(?:^|[\s($])curl\s+(.*)$/g)) out.push(m[1]!);
  }
  return out;
}

/** Problems of one curl command (text after `curl`) for an old curl; empty = fine. */
export function oldCurlProblems(command: string): string[] {
  const problems: string[] = [];
  for (const v of command.matchAll(/%\{([a-z_.]+)\}/g)) {
    if (!OLD_WRITE_OUT_VARIABLES.includes(v[1]!)) problems.push(`--write-out variable %{${v[1]}} is newer than curl ${OLDEST_CURL}`);
  }
  // Options are whole words outside quotes; quoted strings and the here-document marker end nothing.
  const bare = command.replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, ' ');
  for (const token of bare.split(/\s+/)) {
    if (/^--[A-Za-z]/.test(token)) {
      const name = token.split('=')[0]!;
      if (!(name in OLD_CURL_OPTIONS)) problems.push(`option ${name} is not known to curl ${OLDEST_CURL} (or not on the list of options a sample may use)`);
    } else if (/^-[A-Za-z]+$/.test(token)) {
      for (const letter of token.slice(1)) {
        if (!(letter in SHORT)) problems.push(`option -${letter} is not on the list of options a sample may use`);
      }
    }
  }
  return problems;
}
