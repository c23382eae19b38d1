/** Menu notice (spec §2 "Menu notice"). Pure: no DOM. */

/** A notice is present when it has text or an image. */
export function noticePresent(text: string, hasMedia: boolean): boolean {
  return hasMedia || text.trim().length > 0;
}

/**
 * The session-storage key remembering that a notice was closed: a 32-bit FNV-1a hash of its
 * whitespace-normalised text, so a changed notice is shown again.
 */
export function noticeKey(text: string): string {
  const normal = text.replace(/\s+/g, ' ').trim();
  let h = 0x811c9dc5;
  for (let i = 0; i < normal.length; i++) {
    h ^= normal.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `sf_notice_${h.toString(36)}`;
}
