/**
 * The page configuration's warnings (src/page-config.ts finds the problems, and repairs them at once): a chunk of its
 * own, fetched only by a page whose configuration has a problem. Each warning is given once.
 */
import { distance } from './lib/edit-distance.mjs';
import { warnOnce } from './lib/report';

const ID = 'storefront-config';

export type ConfigProblem =
  /** The theme's block is not a JSON object. */
  | { kind: 'not-object' }
  /** A field the configuration does not have; `known`: the names it has. */
  | { kind: 'unknown'; key: string; known: string[] }
  /** A field that failed its check (valibot's message); its default is used. */
  | { kind: 'invalid'; path: string[]; message: string }
  /** The theme's block is not JSON (the parser's message). */
  | { kind: 'json'; message: string }
  /** `app_shop` is defined but not an object. */
  | { kind: 'app-shop' };

export function reportProblem(problem: ConfigProblem): void {
  switch (problem.kind) {
    case 'not-object':
      return warnOnce('page-config', `storefront: the page configuration (#${ID}) must be a JSON object; defaults used.`);
    case 'unknown': {
      const { key, known } = problem;
      const near = known.find((name) => name.toLowerCase() === key.toLowerCase() || distance(name, key) <= 2);
      return warnOnce(
        `page-config-unknown:${key}`,
        `storefront: page configuration field "${key}" is unknown${near ? ` (did you mean "${near}"?)` : ''}; ignored.`,
      );
    }
    case 'invalid': {
      const path = problem.path.join('.');
      return warnOnce(
        `page-config:${path}`,
        `storefront: page configuration field "${path || '(root)'}" is invalid (${problem.message}); its default is used.`,
      );
    }
    case 'json':
      // The parser's own words say where (V8: "… in JSON at position 12 (line 1 column 13)").
      return warnOnce('page-config-json', `storefront: #${ID} is not valid JSON (${problem.message}); the platform's values and defaults are used.`);
    case 'app-shop':
      return warnOnce('app-shop', 'storefront: app_shop is not an object; the page configuration uses its defaults.');
  }
}
