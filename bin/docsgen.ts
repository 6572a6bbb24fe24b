#!/usr/bin/env node
/**
 * The docsgen executable. React picks its production or development build from NODE_ENV when
 * it is first loaded, and the development build is several times slower and prints warnings
 * meant for app developers; so the environment is set before anything else is imported.
 */
process.env.NODE_ENV ??= 'production';
await import('../src/cli/main.js');
