/**
 * Where a worker keeps the body HTML of the pages it parsed until it renders them. A cold
 * build appends the bodies to one scratch file per worker, so memory stays the same however
 * many pages the site has; watch mode keeps them in memory, next to its cache.
 */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

export class BodyStore {
  private readonly memory = new Map<string, Buffer>();
  private readonly spans = new Map<string, { offset: number; length: number }>();
  private fd: number | undefined;
  private size = 0;

  /** `scratchDir`: a folder for this worker's scratch file; none keeps bodies in memory. */
  constructor(private readonly scratchDir?: string) {}

  set(route: string, body: Buffer): void {
    if (this.scratchDir === undefined) {
      this.memory.set(route, body);
      return;
    }
    this.fd ??= openSync(join(this.scratchDir, `bodies-${threadId}`), 'w+');
    writeSync(this.fd, body, 0, body.length, this.size);
    this.spans.set(route, { offset: this.size, length: body.length });
    this.size += body.length;
  }

  /** The body of `route` as a string, or undefined when this worker did not parse it. */
  get(route: string): string | undefined {
    const inMemory = this.memory.get(route);
    if (inMemory) return inMemory.toString();
    const span = this.spans.get(route);
    if (!span || this.fd === undefined) return undefined;
    const bytes = Buffer.allocUnsafe(span.length);
    readSync(this.fd, bytes, 0, span.length, span.offset);
    return bytes.toString();
  }

  /** Forgets everything and closes the scratch file (the build removes its folder). */
  close(): void {
    this.memory.clear();
    this.spans.clear();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.size = 0;
  }
}
