// Types of scripts/check-release.mjs for the TypeScript tests that import it.
export function checkRelease(dir: string, options?: { maps?: boolean }): string[];
export function readZip(buffer: Buffer): Array<{ name: string; data: Buffer }>;
