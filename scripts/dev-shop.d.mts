// Types of scripts/dev-shop.mjs for the TypeScript tests that import it (scripts/ is outside tsconfig.json's include).
export function withDevClient(html: string): string;
export function startProblem(error: unknown, dir?: string): string;
