/**
 * A GraphQL operation on the wire (spec §7): POST {graphql}[?…] with a JSON body {query}. As the platform's own
 * client, it never sends `variables`: every value is an inline literal written by ./gql-literal (the real server's
 * variable and input type names are not public). The URL's query string is chosen per operation, as the platform's
 * client writes it: it is informational for the server, so there is no rule behind it, only each operation's own
 * choice. The one place that writes this request: the GraphQL client (./graphql) and the tracking run (./tracking).
 */
import type { KyInstance } from 'ky';
import { getPage } from '../page-config';
import { withTimeoutSignal } from '../lib/timeout';
import { ownAddress } from '../lib/own-address';

export interface Operation {
  /** What the operation is called in messages. */
  name: string;
  /**
   * The URL's query string, without "?", exactly as the platform's client writes it for this operation:
   * 'query=validateClientData', 'mutation=loginByToken', 'trackingEvents', or '' for none (productsTextSearch).
   */
  search: string;
  /** The whole document, every value an inline literal (gqlValue / gqlString). */
  query: string;
}

/** The longest an operation may take unless its caller says otherwise. */
const TIMEOUT_MS = 10_000;

export function operationUrl(path: string, op: Pick<Operation, 'search'>): string {
  if (!op.search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${op.search}`;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** The endpoint; the page configuration's `graphql` by default. */
  path?: string;
  /** ms for the request and `read`; TIMEOUT_MS by default. */
  timeout?: number;
  /** ky's per-request context, read by the client's hooks (./http). */
  context?: Record<string, unknown>;
}

/**
 * POSTs the operation with `client` (the HTTP client of ./http) and reads the answer with `read`, both within the time
 * bound; rejects with ky's errors (HTTP status), the abort reason (the caller's signal, a TimeoutError), or `read`'s.
 */
export function sendOperation<T>(client: KyInstance, op: Operation, options: SendOptions, read: (response: Response) => Promise<T>): Promise<T> {
  return withTimeoutSignal(options.signal, options.timeout ?? TIMEOUT_MS, async (signal) =>
    read(
      await client.post(operationUrl(options.path ?? ownAddress('graphql', getPage().graphql, '/graphql/v1/'), op), {
        json: { query: op.query },
        signal,
        credentials: 'same-origin',
        context: options.context,
      }),
    ),
  );
}
