// Types of scripts/map-stack.mjs for the TypeScript tests that import it.
export function mapStack(text: string, mapsDir: string): string;
