// Types of scripts/package-of.mjs for the TypeScript tests that import it.
/** The node_modules package of a module path (`/` or `\` separators): its name and folder; null outside node_modules. */
export function packageOf(modulePath: string): { name: string; dir: string } | null;
