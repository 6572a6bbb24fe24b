// The micromark-util-edit-map patch (patches/, PATCHES.md) changes how EditMap#consume moves
// events, not which events it leaves: on random edits it gives the array the original gives,
// and parsing random documents with it gives the trees the original gives. The build applies
// it to the bundle (scripts/patches.mjs); here it is applied to a copy of the same file.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPatch, parsePatch } from 'diff';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';
import { parseDocument } from '../../src/markdown/parse-markdown.js';

const root = process.cwd();
const patch = parsePatch(readFileSync(join(root, 'patches/micromark-util-edit-map+1.0.0.patch'), 'utf8'))[0]!;
const patched = applyPatch(readFileSync(join(root, 'node_modules/micromark-util-edit-map/index.js'), 'utf8'), patch);
if (patched === false) throw new Error('the edit-map patch does not apply');
const dir = mkdtempSync(join(tmpdir(), 'docsgen-edit-map-'));
writeFileSync(join(dir, 'index.mjs'), patched);
const { EditMap: PatchedEditMap } = (await import(join(dir, 'index.mjs'))) as { EditMap: typeof EditMap };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Stand-ins for events: consume only moves them, so any distinct values show where they went. */
const asEvents = (values: number[]): Event[] => values as unknown as Event[];

const edits = fc.array(fc.tuple(fc.nat(40), fc.nat(5), fc.array(fc.integer({ min: 1000, max: 2000 }), { maxLength: 4 }), fc.boolean()), { maxLength: 6 });

describe('the edit-map patch', () => {
  it('leaves the events the original leaves, for any edits', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(999), { maxLength: 40 }), edits, (values, changes) => {
        const original = asEvents([...values]);
        const ours = asEvents([...values]);
        const a = new EditMap();
        const b = new PatchedEditMap();
        for (const [at, remove, add, before] of changes) {
          const index = Math.min(at, values.length);
          if (before) {
            a.addBefore(index, remove, asEvents([...add]));
            b.addBefore(index, remove, asEvents([...add]));
          } else {
            a.add(index, remove, asEvents([...add]));
            b.add(index, remove, asEvents([...add]));
          }
        }
        a.consume(original);
        b.consume(ours);
        expect(ours).toEqual(original);
      }),
      { seed: 20261201, numRuns: 2000 },
    );
  });

  it('gives the trees the original gives, lists and quotes included', () => {
    const line = fc.constantFrom('- a', '  - b', '1. c', '> d', '> - e', '>', '', 'text', '```', '    code', '* * *', '[x]: /y', 'See [x].', ':::note', ':::');
    const documents = fc.array(line, { maxLength: 40 }).map((lines) => lines.join('\n'));
    const original = Object.getOwnPropertyDescriptor(EditMap.prototype, 'consume')!;
    const patchedConsume = Object.getOwnPropertyDescriptor(PatchedEditMap.prototype, 'consume')!.value as unknown;
    const trees: unknown[] = [];
    try {
      fc.assert(
        fc.property(documents, (text) => {
          Object.defineProperty(EditMap.prototype, 'consume', original);
          const expected = parseDocument(text);
          Object.defineProperty(EditMap.prototype, 'consume', { ...original, value: patchedConsume });
          trees.push(expected);
          expect(parseDocument(text)).toEqual(expected);
        }),
        { seed: 20261201, numRuns: 400 },
      );
    } finally {
      Object.defineProperty(EditMap.prototype, 'consume', original);
    }
    expect(trees.length).toBe(400);
  });
});
