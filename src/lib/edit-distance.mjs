// Edit distance (Levenshtein), for "did you mean": the page configuration's warnings (src/page-config-report.ts) and
// the build's manifest check (scripts/manifest-schema.mjs). Plain JavaScript so that Node runs it as it is; its
// types are beside it (edit-distance.d.mts).

/** The number of single-character insertions, deletions and substitutions that turn `a` into `b`. */
export function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
