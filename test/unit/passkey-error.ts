import { PasskeyError } from '../../widgets/passkey/rules';

/** Runs f and returns the PasskeyError it throws (or rejects with); anything else, or no error, fails the test. */
export async function passkeyError(f: () => unknown): Promise<PasskeyError> {
  try {
    await f();
  } catch (e) {
    if (e instanceof PasskeyError) return e;
    throw e;
  }
  throw new Error('no error');
}
