/** Content hashes, for asset names, cache keys and shared regions. */
import { createHash } from 'node:crypto';

/** Hex SHA-256 of `parts`, each followed by a NUL so that ("ab", "c") and ("a", "bc") differ. */
export function hashText(...parts: Array<string | Uint8Array>): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex');
}
