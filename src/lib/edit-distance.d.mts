// Types of src/lib/edit-distance.mjs (plain JavaScript, so that the build's Node scripts import it too).
/** The number of single-character insertions, deletions and substitutions that turn `a` into `b`. */
export function distance(a: string, b: string): number;
