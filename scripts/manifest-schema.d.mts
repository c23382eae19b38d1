// Types of scripts/manifest-schema.mjs for the TypeScript tests that import it (scripts/ is outside tsconfig.json's include).
import type * as v from 'valibot';
export const BATCH_KEYS: string[];
export const MOMENTS: string[];
export const SCHEMA_PATH: string;
export const FIELDS: string[];
export const ManifestSchema: v.GenericSchema;
export function manifestProblems(manifest: unknown): string[];
