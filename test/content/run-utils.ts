/** Running extracted code samples as child processes (asynchronously, so in-process stubs keep serving). */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const hasPhp = spawnSync('php', ['-v'], { stdio: 'ignore' }).status === 0;

/** How each tab label is run, and the file extension it is saved with. */
export const RUNNERS: Record<string, { cmd: string; ext: string }> = {
  cURL: { cmd: 'bash', ext: 'sh' },
  PHP: { cmd: 'php', ext: 'php' },
  'Node.js': { cmd: 'node', ext: 'mjs' },
  Python: { cmd: 'python3', ext: 'py' },
};

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-content-'));
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Kill the sample after this many milliseconds (default 20 s). */
  timeoutMs?: number;
  /** Variables added to (or overriding) the environment, e.g. a PATH with a stand-in `curl`. */
  env?: Record<string, string>;
  /** Text written to the sample's standard input (for samples that ask for values). */
  input?: string;
}

/** Writes `source` to a file and runs it with the runner of `label`. */
export function runSample(dir: string, name: string, label: string, source: string, options: RunOptions = {}): Promise<RunResult> {
  const runner = RUNNERS[label];
  if (!runner) throw new Error(`no runner for tab ${label}`);
  const file = path.join(dir, `${name}.${runner.ext}`);
  fs.writeFileSync(file, source.endsWith('\n') ? source : `${source}\n`);
  const env = { ...process.env, NODE_NO_WARNINGS: '1', ...options.env };
  return new Promise((resolve) => {
    const child = execFile(runner.cmd, [file], { timeout: options.timeoutMs ?? 20_000, cwd: dir, env }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : null) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) + (err && code === null ? `\n${err.message}` : '') });
    });
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a long-running process and waits until something accepts TCP connections on `port`. */
export async function startServer(cmd: string, args: string[], port: number, cwd: string): Promise<{ child: ChildProcess; output: () => string }> {
  let out = '';
  const child = spawn(cmd, args, { cwd, env: { ...process.env, PORT: String(port), PYTHONUNBUFFERED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${cmd} exited early (${child.exitCode}): ${out}`);
    const ok = await new Promise<boolean>((resolve) => {
      const sock = net.connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.destroy();
        resolve(true);
      });
      sock.once('error', () => resolve(false));
    });
    if (ok) return { child, output: () => out };
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${cmd} did not listen on ${port}: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
