/**
 * The report page (/docs/v2/webhook/webhook-ip) shows each report twice: the URL the partner's
 * server receives and its decoded parameters. A reader writing a parser compares the two, so
 * they must say the same thing, and the table's examples must be the decoded values.
 */
import { describe, expect, it } from 'vitest';
import { codesIn, getPage, titleOf } from './md-utils.js';

const page = getPage('v2/webhook/webhook-ip');
const codes = codesIn(page.tree);

/** The text of the code block titled `title`. */
function block(title: string): string {
  const code = codes.find((c) => titleOf(c) === title);
  if (!code) throw new Error(`no block titled ${title}`);
  return code.value;
}

/** `name = value` lines of a decoded block. */
function decodedBlock(title: string): Record<string, string> {
  return Object.fromEntries(
    block(title)
      .split('\n')
      .map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
}

function urlBlock(title: string): Record<string, string> {
  return Object.fromEntries(new URL(block(title).trim()).searchParams);
}

describe('report page examples', () => {
  for (const outcome of ['sukses', 'gagal']) {
    it(`decodes the ${outcome} report URL to the parameters it lists`, () => {
      const fromUrl = urlBlock(`URL report yang diterima (${outcome})`);
      expect(Object.keys(fromUrl)).toEqual(['serverid', 'clientid', 'statuscode', 'kp', 'msisdn', 'sn', 'msg']);
      expect(decodedBlock(`Isi parameter (${outcome})`)).toEqual(fromUrl);
      expect(fromUrl.msg).toContain(`R#${fromUrl.clientid} ${fromUrl.kp}.${fromUrl.msisdn}, status `);
    });
  }

  it("gives the success report's decoded values as the table's examples", () => {
    const success = urlBlock('URL report yang diterima (sukses)');
    for (const name of ['serverid', 'clientid', 'statuscode', 'kp', 'msisdn', 'sn']) {
      const row = page.body.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, `table row of ${name}`).toContain(`\`${success[name]}\``);
    }
  });
});
