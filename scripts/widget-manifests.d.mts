// Types of scripts/widget-manifests.mjs for the TypeScript tests that import it (scripts/ is outside tsconfig.json's include).
export interface Widget {
  name: string;
  index: string;
  about: string;
  keys: string[];
  hydrate: string;
  why?: string;
  holdsClicks?: true;
  core?: true;
}
export const NAME: RegExp;
export function readWidgets(root?: string): Widget[];
export function tableRow(widget: Widget, hash?: string): string;
export function typecheckWidgets(widgets: Widget[], root?: string): string[];
