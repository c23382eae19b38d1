// Types of scripts/new-widget.mjs for the TypeScript tests that import it (scripts/ is outside tsconfig.json's include).
export interface NewWidgetOptions {
  keys?: string[];
  hydrate?: string;
  root?: string;
}
export function plan(name: string, options?: NewWidgetOptions): { created: Record<string, string>; changed: Record<string, string> };
export function newWidget(name: string, options?: NewWidgetOptions): Promise<string[]>;
