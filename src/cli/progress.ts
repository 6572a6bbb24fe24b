/**
 * Progress of a long build on a terminal: after 2 s, one line redrawn in place with the pages
 * done, the total and the time left, erased when the build ends. Nothing when the stream is
 * not a terminal (CI logs get the build's one-line summary instead).
 */

/** Shows progress on `stream`; `update` takes the pages done and the total, `stop` erases the line. */
export function createProgress(stream: NodeJS.WriteStream, now: () => number = () => performance.now()) {
  const started = now();
  const tty = Boolean(stream.isTTY);
  let shown = false;
  let lastDraw = 0;
  return {
    update(done: number, total: number): void {
      if (!tty) return;
      const t = now();
      if (t - started < 2000 || (t - lastDraw < 100 && done < total)) return;
      lastDraw = t;
      shown = true;
      stream.write(`\r\u001b[2K${progressLine(done, total, t - started)}`);
    },
    stop(): void {
      if (shown) stream.write('\r\u001b[2K');
      shown = false;
    },
  };
}

/** `rendered 3,512 of 10,004 pages, about 1m 20s left` after `elapsedMs`. */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  const left = done > 0 ? ((total - done) * elapsedMs) / done : undefined;
  return `rendered ${n(done)} of ${n(total)} pages${left === undefined ? '' : `, about ${duration(left)} left`}`;
}

function duration(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}
