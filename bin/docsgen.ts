#!/usr/bin/env node
/**
 * The docsgen executable. React picks its production or development build from NODE_ENV when
 * it is first loaded, and the development build is several times slower and prints warnings
 * meant for app developers; so the environment is set before anything else is loaded.
 */
import module from 'node:module';

// Node 22.1+ keeps compiled code between runs; on older versions this does nothing.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../src/cli/main.js');
await runCli(process.argv);
