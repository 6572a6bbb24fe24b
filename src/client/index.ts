/**
 * `docsgen/client`: what a theme's browser entry may use. Client-side navigation with page
 * chunks, lookups that page content cannot shadow, and storage that never throws.
 */
export { startNavigation, internalUrl, ChunkLoadError, PROGRESS_DELAY, type Navigation, type NavigationHooks } from './navigation.js';
export { query, queryAll, byId, fragmentTarget, create, rootElement, head, body, activeElement, setTitle, listen } from './dom.js';
export { getItem, setItem } from './storage.js';
export { fill, pluralForm } from './message-format.js';
export { drawDiagrams, type DiagramOptions } from './diagrams.js';
export { importModule } from './modules.js';
export type { PageChunk, RegionName } from '../chunk-format.js';
