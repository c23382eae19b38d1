// Types of scripts/release.mjs for the TypeScript tests that import it.
export function integrity(bytes: Uint8Array): string;
export function tagsFor(o: { base: string; loaderFile: string; loaderIntegrity: string; headGuard: string; nonce?: string }): string;
export function packageOf(modulePath: string): { name: string; dir: string } | null;
export function licenceFile(dir: string): string | null;
export function thirdPartyNotices(
  stats: { chunks: Array<{ fileName: string; modules: Record<string, number> }> },
  version: string,
): { text: string; packages: string[] };
