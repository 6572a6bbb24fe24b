/** localStorage that never throws: privacy modes and sandboxed frames make every access fail. */

export function getItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function setItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing is remembered, everything else keeps working.
  }
}
