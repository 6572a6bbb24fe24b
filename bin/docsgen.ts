#!/usr/bin/env node
/**
 * The docsgen executable. React picks its production or development build from NODE_ENV when
 * it is first loaded, and the development build is several times slower and prints warnings
 * meant for app developers; so the environment is set before anything else is loaded.
 */
import module from 'node:module';
import { tuneV8ForCli } from '../src/cli/v8-tuning.js';

// Node 22.1+ keeps compiled code between runs; on older versions this does nothing.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
process.env.NODE_ENV ??= 'production';
// Before the engine's code is compiled: V8's tiering for short builds (src/cli/v8-tuning.ts).
tuneV8ForCli();
// The commands that load a site's config start its thread now, on the other core, while the
// engine's modules load here.
if (process.argv[2] === 'build' || process.argv[2] === 'serve') (await import('../src/config/evaluate-config.js')).prestartConfigThread();
const { runCli } = await import('../src/cli/main.js');
// If everything docsgen waits for stops without settling (a theme or page module whose top-level
// await never ends), Node exits with status 13 and says nothing; say what happened instead.
let finished = false;
process.on('exit', (code) => {
  // Node 20 passes 0 here and has put 13 in process.exitCode.
  if (finished || (code || process.exitCode) !== 13) return;
  process.stderr.write(
    "Internal error: docsgen stopped before it finished, because something it waited for never settled (a theme or page module whose top-level await never ends?).\nIf the site's own code is not the cause, this is a bug in docsgen; please report it.\n",
  );
  process.exitCode = 1;
});
await runCli(process.argv);
finished = true;
