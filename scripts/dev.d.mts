// Types of scripts/dev.mjs for the TypeScript tests that import it (scripts/ is outside tsconfig.json's include).
export function parseArgs(args: string[], env?: Record<string, string | undefined>): { port: number; host: string; accountsPort: number };
export function describeError(error: unknown, base?: string): string;
export function watchTree(dirs: string[], onChange: (path: string) => void): () => void;
