// Progress of long builds: on a terminal after 2 s (pages done, total, time left), erased at the
// end; nothing on a stream that is not a terminal, whose log gets the one-line summary.
import { describe, expect, it } from 'vitest';
import { createProgress, progressLine } from '../../src/cli/progress.js';

function fakeStream(isTTY: boolean): NodeJS.WriteStream & { text: string } {
  const stream = { isTTY, text: '', write: (s: string) => ((stream.text += s), true) };
  return stream as unknown as NodeJS.WriteStream & { text: string };
}

describe('build progress', () => {
  it('appears on a terminal once the build has run 2 s, with pages done, total and time left', () => {
    let clock = 0;
    const stream = fakeStream(true);
    const progress = createProgress(stream, () => clock);
    clock = 1500;
    progress.update(100, 10_000);
    expect(stream.text).toBe('');
    clock = 4000;
    progress.update(2_500, 10_000);
    expect(stream.text).toBe('\r\u001b[2Krendered 2,500 of 10,000 pages, about 12s left');
    clock = 4050;
    progress.update(2_600, 10_000);
    expect(stream.text.split('\r').length).toBe(2);
    clock = 100_000;
    progress.update(5_000, 10_000);
    expect(stream.text).toMatch(/rendered 5,000 of 10,000 pages, about 1m 40s left$/);
    progress.stop();
    expect(stream.text.endsWith('\r\u001b[2K')).toBe(true);
  });

  it('writes nothing when the output is not a terminal', () => {
    let clock = 0;
    const stream = fakeStream(false);
    const progress = createProgress(stream, () => clock);
    clock = 60_000;
    progress.update(10, 20);
    progress.stop();
    expect(stream.text).toBe('');
  });

  it('says nothing of the time left before the first page', () => {
    expect(progressLine(0, 5, 3000)).toBe('rendered 0 of 5 pages');
  });
});
