// Types of scripts/patches.mjs for the TypeScript files that import it (vitest.config.ts).
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export function patchPlugin(root: string): { plugin: EsbuildPlugin; assertApplied(): void };
export function vitePatchPlugin(root: string): VitePlugin;
