// Types of scripts/zip.mjs for the TypeScript tests that import it (scripts/ is outside tsconfig.json's include).
export interface ZipEntry {
  name: string;
  data: Buffer;
}
export function crc32(bytes: Uint8Array): number;
export function zip(entries: ZipEntry[], date?: Date): Buffer;
export function unzip(buffer: Buffer): ZipEntry[];
