/**
 * The shop's own pages and endpoints for a test server that stands in for a shop's host (release.spec.ts,
 * release-update.spec.ts): every request it does not answer itself goes to the fixture shop; an HTML page comes back
 * through `page(html)` (the release's tags put in place of the fixture's own), with the headers `headers(answer's)`
 * makes of the answer's (less its length and ETag, which the rewrite makes wrong); anything else is piped as it is.
 */
import http from 'node:http';

export function proxyToFixture(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  fixturePort: number,
  page: (html: string) => string,
  headers: (answer: http.IncomingHttpHeaders) => http.OutgoingHttpHeaders = (answer) => answer,
): void {
  const sent = { ...req.headers, host: `localhost:${fixturePort}`, 'accept-encoding': 'identity' };
  const upstream = http.request({ host: 'localhost', port: fixturePort, path: req.url, method: req.method, headers: sent }, (answer) => {
    if (!/text\/html/.test(answer.headers['content-type'] ?? '')) {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (c: Buffer) => chunks.push(c));
    answer.on('end', () => {
      const body = page(Buffer.concat(chunks).toString('utf8'));
      const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
      res.writeHead(answer.statusCode!, headers(rest)).end(body);
    });
  });
  req.pipe(upstream);
}
