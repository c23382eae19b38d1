/**
 * Logout (spec §4): every session-storage entry whose key starts with "expchck" goes; so do the live search's cached
 * results ("search_…": results and prices seen while signed in never outlive the session's customer).
 */
export const LOGOUT_CLEARED_PREFIXES = ['expchck', 'search_'] as const;

/** Removes the matching keys from a Storage-like object; returns the keys removed. */
export function clearOnLogout(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && LOGOUT_CLEARED_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}
