// Render-blocking scripts in served HTML: every <script src> must be type=module, defer or async, and none may
// ask for blocking="render" (which makes even a module script hold the first paint).

function attributes(text) {
  const attrs = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m; (m = re.exec(text));) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/** Lists every <script src> of the HTML with whether it blocks rendering. */
function scriptTags(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const tags = [];
  for (const m of withoutComments.matchAll(/<script\b([^>]*)>/gi)) {
    const a = attributes(m[1]);
    if (!('src' in a)) continue;
    const type = (a.type || '').trim().toLowerCase();
    const module = type === 'module';
    const holdsPaint = /(^|\s)render(\s|$)/i.test(a.blocking ?? '');
    const blocking = holdsPaint || !(module || 'defer' in a || 'async' in a);
    tags.push({ src: a.src, type: type || null, module, defer: 'defer' in a, async: 'async' in a, blocking, tag: m[0] });
  }
  return tags;
}

export async function renderBlockingScripts(url, timeoutMs = 10_000) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const tags = scriptTags(await response.text());
  return { scripts: tags, blocking: tags.filter((t) => t.blocking) };
}
