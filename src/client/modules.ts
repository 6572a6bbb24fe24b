/**
 * Modules a page imports when it first needs them (mermaid, the code that draws diagrams): one
 * import per URL, and an import that failed (offline, a deploy in between) is forgotten, so the
 * next need tries again.
 */
const imports = new Map<string, Promise<unknown>>();

/** The module at `src`, imported once. */
export function importModule<T>(src: string): Promise<T> {
  let loading = imports.get(src);
  if (!loading) {
    loading = import(src);
    imports.set(src, loading);
    loading.catch(() => {
      if (imports.get(src) === loading) imports.delete(src);
    });
  }
  return loading as Promise<T>;
}
