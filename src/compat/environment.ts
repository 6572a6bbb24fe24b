/** `@docusaurus/ExecutionEnvironment` and `@docusaurus/useIsBrowser`: pages render at build time, never in a browser. */
const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };
export default ExecutionEnvironment;

export function useIsBrowser(): boolean {
  return false;
}
