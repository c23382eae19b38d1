// Types of scripts/check-pages.mjs for the TypeScript tests that import it.
export const INSERTED_LOADER: string;
export class UsageError extends Error {}
export function collectPages(inputs: string[]): { file: string; root: string; urlPath: string }[];
export function preparePage(source: string, urlPath: string): { html: string; loaderDir: string; notes: string[] };
