// Types of scripts/release.mjs for the TypeScript tests that import it.
export function integrity(bytes: Uint8Array): string;
export function importMapScripts(files: string[]): string[];
export function tagsFor(o: {
  base: string;
  loaderFile: string;
  loaderIntegrity: string;
  headGuard: string;
  /** file → its sha384 integrity: the import map's entries */
  scripts: Record<string, string>;
  nonce?: string;
}): string;
export function importMapTag(o: { base: string; scripts: Record<string, string>; nonce?: string }): string;
export function licenceFile(dir: string): string | null;
export function thirdPartyNotices(
  stats: { chunks: Array<{ fileName: string; modules: Record<string, number> }> },
  version: string,
): { text: string; packages: string[] };
export function writeTagsAndManifest(out: string, version: string): { tags: string; scripts: Record<string, string>; headGuardHash: string };
export function zipRelease(out: string, zipFile: string): number;
export function zip(entries: Array<{ name: string; data: Uint8Array }>): Buffer;
