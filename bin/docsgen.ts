#!/usr/bin/env node
/**
 * The docsgen executable. React picks its production or development build from NODE_ENV when
 * it is first loaded, and the development build is several times slower and prints warnings
 * meant for app developers; so the environment is set before the engine is loaded.
 */
import { loadEngine } from '../src/engine-loader.js';
import { startEsbuild } from '../src/start-esbuild.js';

process.env.NODE_ENV ??= 'production';
if (process.argv.slice(2).some((arg) => arg === 'build' || arg === 'serve')) startEsbuild();
await loadEngine(new URL('../engine.cjs', import.meta.url)).runCli(process.argv);
