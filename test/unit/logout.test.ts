import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clearOnLogout, LOGOUT_CLEARED_PREFIXES } from '../../widgets/logout/rules';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return Array.from(this.map.keys())[i] ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  keys() {
    return Array.from(this.map.keys());
  }
}

describe('logout (spec §4)', () => {
  it('removes keys starting with "expchck" and the search cache ("search_"), nothing else', () => {
    const s = new MemoryStorage();
    for (const k of ['expchck', 'expchck_a', 'expchckB', 'xexpchck', 'EXPCHCK', 'search_x', 'search_', 'xsearch_y', 'exp']) s.setItem(k, '1');
    expect(clearOnLogout(s).sort()).toEqual(['expchck', 'expchckB', 'expchck_a', 'search_', 'search_x']);
    expect(s.keys().sort()).toEqual(['EXPCHCK', 'exp', 'xexpchck', 'xsearch_y']);
  });
  it('invariant: afterwards no key starts with a prefix and every other key is kept', () => {
    const cleared = (k: string) => LOGOUT_CLEARED_PREFIXES.some((p) => k.startsWith(p));
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.oneof(
            fc.string(),
            fc.string().map((x) => 'expchck' + x),
            fc.string().map((x) => 'search_' + x),
          ),
        ),
        (keys) => {
          const s = new MemoryStorage();
          for (const k of keys) s.setItem(k, 'v');
          clearOnLogout(s);
          expect(s.keys().sort()).toEqual(keys.filter((k) => !cleared(k)).sort());
        },
      ),
    );
  });
});
