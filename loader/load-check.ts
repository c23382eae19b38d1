/**
 * Why a chunk's import failed, asked by the loader (loader/registry.ts) once the import failed: a chunk of its own,
 * loaded on that path alone, so the loader pays a few bytes for it. Answers the error to
 * say and report, or undefined when there is nothing to say: the page is being left, or nothing is known against the
 * files. Why a failed import alone says nothing: docs/architecture.md#failures-while-the-page-is-being-left.
 *
 * For the chunk, then every file it imports statically (the browser refuses the whole import when one of them fails):
 *  - HEAD answers an HTTP error: `<file> did not load (a partial deploy?)`;
 *  - the page's import map gives the file an integrity (a pinned release's tags, docs/install.md) and a GET with that
 *    integrity is refused while HEAD still answers: `<file> failed its integrity check` (the browser refused the import
 *    for the same reason: the file on the host is not the release's);
 *  - no answer: the page is being left.
 * Files without an integrity in the import map (a page without one: the unpinned loader, the fixture shop) are read no
 * further: their imports are not known. Each file is checked once a page, so every chunk that imports a failing file
 * fails with the same error, which the runtime says and reports once.
 */

/**
 * The mark on a chunk's failure: a symbol of the registry, by its key (src/net/error-log.ts reads the same one; no
 * import between the two chunks), never a page's property.
 */
const CHUNK_FAILURE = Symbol.for('storefront.chunk-failure');

interface Checked {
  error?: Error;
  /** The files it imports statically, when its bytes were read (those with an integrity). */
  imports: string[];
}

const checked: Record<string, Promise<Checked>> = {};

/**
 * A member of the page's document, read from its prototype: shop content can shadow `document.<member>` (a
 * `<form name="head">`; docs/architecture.md, "Trust"). src/lib/dom.ts does that for the bundle, but it lives in the
 * core chunk, and this chunk must need no other: it tells why the core itself did not load.
 */
function fromDocument<T>(proto: { prototype: object } | undefined, name: string): T | undefined {
  if (typeof document != 'object' || !proto) return undefined;
  return Object.getOwnPropertyDescriptor(proto.prototype, name)?.get?.call(document) as T | undefined;
}

/** A key of an import map as the browser resolves it (against the document), or undefined when it is no URL. */
function resolved(key: string, base: string | undefined): string | undefined {
  try {
    return new URL(key, base).href;
  } catch {
    return undefined;
  }
}

/**
 * The integrity the page's import maps give `url`: those in the real <head> (written by the theme), in order, the
 * first entry for it winning (as browsers merge them); a key is resolved against the document, as the browser does.
 */
function integrityOf(url: URL): string | undefined {
  const head = fromDocument<HTMLHeadElement>(globalThis.Document, 'head');
  const base = fromDocument<string>(globalThis.Node, 'baseURI');
  for (const map of head?.querySelectorAll('script[type="importmap"]') ?? []) {
    let entries: unknown;
    try {
      entries = JSON.parse(map.textContent || '{}').integrity;
    } catch {
      continue; // not JSON: the browser ignores it too
    }
    for (const [key, value] of Object.entries(entries && typeof entries === 'object' ? entries : {}))
      if (typeof value === 'string' && resolved(key, base) === url.href) return value;
  }
  return undefined;
}

/** The files a built chunk imports statically: rollup's `import{…}from"./x.js"`, `export*from"./x.js"`, `import"./x.js"`. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*(["'])\.\/([\w.-]+\.js)\1/g)].map((m) => m[2]);
}

/**
 * A file's failure, marked as the loading of a widget's code (the error log's `load` phase: src/net/error-log.ts
 * reads the mark, so the loader carries no phase for it).
 */
const failure = (text: string) => Object.assign(Error(text), { [CHUNK_FAILURE]: true });

const answer = (url: URL) => fetch(url, { method: 'HEAD' }).catch(() => undefined);

function check(file: string): Promise<Checked> {
  return (checked[file] ??= (async (): Promise<Checked> => {
    const url = new URL(file, import.meta.url);
    const head = await answer(url);
    if (!head) return { imports: [] };
    if (!head.ok) return { error: failure(`${file} did not load (a partial deploy?)`), imports: [] };
    const integrity = integrityOf(url);
    if (!integrity) return { imports: [] };
    const got = await fetch(url, { integrity }).catch(() => undefined);
    if (got) return { imports: staticImports(await got.text().catch(() => '')) };
    // Refused: its integrity, unless the page is being left meanwhile (then HEAD has no answer either).
    return (await answer(url)) ? { error: failure(`${file} failed its integrity check`), imports: [] } : { imports: [] };
  })());
}

/** The error that explains why importing `file` failed, or undefined (nothing to say). */
export async function why(file: string): Promise<Error | undefined> {
  const seen = new Set<string>();
  const walk = async (f: string): Promise<Error | undefined> => {
    if (seen.has(f)) return undefined;
    seen.add(f);
    const { error, imports } = await check(f);
    return error ?? (await Promise.all(imports.map(walk))).find(Boolean);
  };
  return walk(file);
}
