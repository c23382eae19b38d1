/**
 * A proxy in front of the fixture shop that delivers one page's HTML in two parts: the first `splitAt` bytes at
 * once, the rest when the test releases it. Every other request goes through untouched (same origin for the page:
 * the proxy's). It lets a test see what the browser paints from a half-parsed document, which is what a shopper
 * sees when the HTML arrives in several network packets or the parser yields on a slow device.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StreamProxy {
  /** The proxy's origin, e.g. http://localhost:40123 */
  origin: string;
  /** Fetches the page's HTML as the shop serves it (uncompressed). */
  html(path: string): Promise<string>;
  /** The next request for `path` gets `splitAt` bytes, then waits for the returned release(). */
  split(path: string, splitAt: number): { release: () => void };
  close(): Promise<void>;
}

const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host']);

export async function startStreamProxy(upstream: string): Promise<StreamProxy> {
  const splits = new Map<string, { splitAt: number; released: Promise<void> }>();
  const forward = async (req: http.IncomingMessage) => {
    const body =
      req.method === 'GET' || req.method === 'HEAD'
        ? undefined
        : await new Promise<Buffer>((resolve) => {
            const parts: Buffer[] = [];
            req.on('data', (c) => parts.push(c)).on('end', () => resolve(Buffer.concat(parts)));
          });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP.has(k) && typeof v === 'string') headers[k] = v;
    headers['accept-encoding'] = 'identity';
    return fetch(new URL(req.url ?? '/', upstream), { method: req.method, headers, body: body ? new Uint8Array(body) : undefined, redirect: 'manual' });
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const upstreamResponse = await forward(req);
        const bytes = Buffer.from(await upstreamResponse.arrayBuffer());
        const headers: Record<string, string | string[]> = {};
        upstreamResponse.headers.forEach((value, key) => {
          if (!HOP.has(key) && key !== 'set-cookie') headers[key] = value;
        });
        const cookies = upstreamResponse.headers.getSetCookie();
        if (cookies.length) headers['set-cookie'] = cookies;
        const split = splits.get(req.url ?? '');
        if (split && req.method === 'GET') {
          splits.delete(req.url ?? '');
          res.writeHead(upstreamResponse.status, headers);
          res.write(bytes.subarray(0, split.splitAt));
          await split.released;
          res.end(bytes.subarray(split.splitAt));
          return;
        }
        res.writeHead(upstreamResponse.status, { ...headers, 'content-length': String(bytes.length) });
        res.end(req.method === 'HEAD' ? undefined : bytes);
      } catch {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async html(path) {
      return (await fetch(new URL(path, upstream), { headers: { 'accept-encoding': 'identity' } })).text();
    },
    split(path, splitAt) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      splits.set(path, { splitAt, released });
      return { release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
