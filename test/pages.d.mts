// Types of test/pages.mjs (plain data, so that Node scripts import it too).
/** Every fixture page, the Polish shop's first. */
export const ALL_PAGES: readonly string[];
