/**
 * Reporting problems with bad input: each distinct problem is warned about once per page view,
 * so a malformed response repeated on every refresh does not flood the console.
 */
const seen = new Set<string>();

export function warnOnce(key: string, message: string, ...details: unknown[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  console.warn(message, ...details);
}

/**
 * Forgets the warnings given, so each test sees its own (the set lives as long as the module).
 * @internal for the tests only (knip --production accepts it).
 */
export function resetWarningsForTests(): void {
  seen.clear();
}
