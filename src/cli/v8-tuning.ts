/**
 * V8's tiering, tuned for docsgen's own process (the CLI sets it first thing; a program that
 * imports docsgen as a library keeps V8 as it is). A build runs most of its code for a second or
 * a few: with V8's default budget, TurboFan compiles many functions that run too briefly to pay
 * back the compile (on a 2-core machine, compiling on the second core competes with the worker
 * threads and the garbage collector). Four times the budget of Node 20's V8 (66 KB of bytecode
 * run before a function is considered) leaves the briefly used code to Sparkplug and still
 * optimizes the parser's hot loops. BENCHMARKS.md ("V8's tiering budget") has the measures:
 * 13–25% less CPU time on real and synthetic sites.
 */
import { setFlagsFromString } from 'node:v8';

/** The interrupt budget the CLI gives V8 (bytes of bytecode run between tiering decisions). */
export const CLI_INTERRUPT_BUDGET = 4 * 67_584;

/**
 * Sets the budget, unless the process was started with its own (`node --interrupt-budget=…` or
 * NODE_OPTIONS), which wins. Affects functions compiled from here on.
 */
export function tuneV8ForCli(execArgv: readonly string[] = process.execArgv, nodeOptions: string = process.env.NODE_OPTIONS ?? ''): boolean {
  if ([...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => /^--interrupt[-_]budget\b/.test(flag))) return false;
  setFlagsFromString(`--interrupt-budget=${CLI_INTERRUPT_BUDGET}`);
  return true;
}
