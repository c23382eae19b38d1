// Types of scripts/check-upload.mjs for the TypeScript tests that import it.
export function checkUpload(
  place: string,
  options?: { manifest?: string },
): Promise<{ version: string | null; checked: number; problems: string[]; notes: string[] }>;
