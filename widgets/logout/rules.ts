/** Logout (spec §4): every session-storage entry whose key starts with "expchck" goes, nothing else. */
export const LOGOUT_CLEARED_PREFIX = 'expchck';

/** Removes the matching keys from a Storage-like object; returns the keys removed. */
export function clearExpchck(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && key.startsWith(LOGOUT_CLEARED_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}
