/**
 * The bundle's version (package.json's), written into the code by the build (rollup.config.mjs, `replace`) and by
 * vitest.config.ts for the unit tests: `storefront.version`, the loader's banner and every error report carry it.
 */
declare const __STOREFRONT_VERSION__: string;
