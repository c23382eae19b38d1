/**
 * The checks asked of the platform: one validateClientData query for all server-checked fields of a
 * run (spec §7 "Client-data validation") and the IBAN check (spec §7 "IBAN check"). Each gives up after
 * SERVER_TIMEOUT_MS; a failure or a malformed answer skips that check (undefined or null), with a warning.
 */
import { timeoutSignal, withTimeoutSignal } from '../../src/lib/timeout';
import { graphql } from '../../src/net/graphql';
import { http } from '../../src/net/http';
import { warnOnce } from '../../src/lib/report';
import {
  SERVER_TIMEOUT_MS,
  buildValidationQuery,
  ibanUrl,
  ibanValid,
  parseValidationResult,
  validationAliases,
  type FieldRequest,
  type ValidationResult,
} from './rules';

/** The results in the requests' order (undefined: that check is skipped); null when there is no request or the query failed. */
export async function askServer(requests: FieldRequest[], signal: AbortSignal): Promise<Array<ValidationResult | undefined> | null> {
  if (!requests.length) return null;
  try {
    const result = await graphql<Record<string, unknown>>(
      { name: 'validateClientData', search: 'query=validateClientData', query: buildValidationQuery(requests) },
      { signal: timeoutSignal(signal, SERVER_TIMEOUT_MS) },
    );
    // The same unique aliases the query was built with (ids differing only by "-" and "_" must not collide).
    return validationAliases(requests).map((alias) => {
      const part = parseValidationResult(result.data?.[alias]);
      if (part?.dropped)
        warnOnce('form:validate-message', 'storefront: form: a validateClientData message is malformed; that message is skipped.', result.data?.[alias]);
      if (part) return part;
      warnOnce('form:validate-shape', 'storefront: form: a validateClientData result is malformed; that server check is skipped.', result.data?.[alias]);
      return undefined;
    });
  } catch (error) {
    if (!signal.aborted) warnOnce('form:validate-failed', 'storefront: form: validateClientData failed; server-side checks skipped.', error);
    return null;
  }
}

/** Whether the IBAN is valid; null when unknown. */
export async function askIban(iban: string, signal: AbortSignal): Promise<boolean | null> {
  try {
    return await withTimeoutSignal(signal, SERVER_TIMEOUT_MS, async (bounded) => {
      // An HTTP error status rejects (ky's HTTPError): unknown, like a network failure.
      const response = await http.get(ibanUrl(iban), { credentials: 'same-origin', signal: bounded });
      return ibanValid(await response.json());
    });
  } catch {
    return null;
  }
}
