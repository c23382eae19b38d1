// Types of test/tools/chromium.mjs for playwright.config.ts, which imports it.
/** The flags Chromium needs on a closed network. */
export const CHROMIUM_ARGS: string[];
/** The full browser (CHROMIUM_PATH, then Debian's paths); undefined when none is installed. */
export function findChromium(): string | undefined;
/** The browser tests' Chromium: Debian's chromium-headless-shell, else the full browser; undefined when none is installed. */
export function findTestChromium(): string | undefined;
