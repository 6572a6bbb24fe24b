/** Runs the compiled `docsgen` command for the hardening suites, as root or as an unprivileged user. */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const bin = join(process.cwd(), 'dist/bin/docsgen.js');

/** The outcome of a finished command. */
export interface CliRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of {@link runCli}. */
export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Run as `nobody` (uid 65534) through setpriv, so permissions apply (root bypasses them). */
  asNobody?: boolean;
  /** Kill the command after this many milliseconds (default 60 s). */
  timeoutMs?: number;
  cwd?: string;
}

/** Whether the tests can drop privileges (setpriv present, running as root). */
export function canDropPrivileges(): boolean {
  return process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;
}

/** Runs `docsgen ...args` and resolves with what it printed and how it ended. */
export function runCli(args: string[], options: RunOptions = {}): Promise<CliRun> {
  const command = options.asNobody ? 'setpriv' : process.execPath;
  const argv = options.asNobody ? ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, bin, ...args] : [bin, ...args];
  return new Promise((resolve) => {
    const child = spawn(command, argv, {
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      cwd: options.cwd ?? process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    });
  });
}

/** Gives `dir` and everything below it (links excepted) to `nobody`, so an unprivileged build can write there. */
export function giveToNobody(dir: string): void {
  chownSync(dir, 65534, 65534);
  if (!lstatSync(dir).isDirectory()) return;
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (lstatSync(path).isSymbolicLink()) continue;
    giveToNobody(path);
  }
}
