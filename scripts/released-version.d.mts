// Types of scripts/released-version.mjs for the TypeScript tests that import it.
export const SHIPPED: string[];
export function changelogRelease(text: string, version: string): { date: string | null; entriesAbove: string[] };
export function changedSinceTag(root: string, tag: string): string[] | null;
export function reusedVersion(root: string, version: string): string | null;
