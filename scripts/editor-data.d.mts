// Types of scripts/editor-data.mjs for the TypeScript tests that import it (scripts/ is outside tsconfig.json's include).
import type { Widget } from './widget-manifests.mjs';

/** A valibot schema as plain JSON (functions left out, a default computed, a RegExp as its text). */
export interface PlainSchema {
  type: string;
  entries?: Record<string, PlainSchema>;
  [key: string]: unknown;
}
export interface MarkupContent {
  kind: 'markdown';
  value: string;
}
export interface HtmlAttribute {
  name: string;
  description: MarkupContent;
  values?: { name: string; description?: MarkupContent | string }[];
  valueSet?: string;
}
export interface HtmlData {
  version: 1.1;
  tags: never[];
  globalAttributes: HtmlAttribute[];
}

export const MANIFEST_SCHEMA_FILE: string;
export const HTML_DATA_FILE: string;
export function manifestJsonSchema(): Record<string, unknown>;
export function optionSchemas(widgets: Widget[], root?: string): Promise<Record<string, PlainSchema>>;
export function attributeOf(key: string): string;
export function describeOption(schema: PlainSchema): { type: string; values?: string[]; default?: string };
export function htmlData(widgets: Widget[], schemas: Record<string, PlainSchema>, root?: string): HtmlData;
export function editorFiles(root?: string): Promise<Record<string, string>>;
export function staleEditorFiles(root?: string): Promise<string[]>;
