/**
 * Imported first by the engine's entry modules: React picks its production build from
 * NODE_ENV when it is first loaded, and the development build renders several times slower.
 */
process.env.NODE_ENV ??= 'production';
