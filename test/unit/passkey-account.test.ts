/** A passkey registration's account comes from the page configuration in <head> (issue 28), never from a marker. */
import { describe, expect, it, vi } from 'vitest';
import { registration } from '../../widgets/passkey/rules';

describe('passkey registration account', () => {
  it("reads the configuration's passkey.userLogin and passkey.authorizeToken, trimmed", () => {
    expect(registration({ passkey: { userLogin: ' jan.kowalski ', authorizeToken: 'tok' } })).toEqual({ userLogin: 'jan.kowalski', authorizeToken: 'tok' });
  });

  it('without one (no configuration, no field, a field missing) answers empty strings: the widget says which is required', () => {
    expect(registration(undefined)).toEqual({ userLogin: '', authorizeToken: '' });
    expect(registration({})).toEqual({ userLogin: '', authorizeToken: '' });
    expect(registration({ passkey: { userLogin: 'jan' } })).toEqual({ userLogin: 'jan', authorizeToken: '' });
  });

  it('a malformed field is one warning and nothing of it used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(registration({ passkey: 'jan' })).toEqual({ userLogin: '', authorizeToken: '' });
    expect(registration({ passkey: { userLogin: 5, authorizeToken: 'tok' } })).toEqual({ userLogin: '', authorizeToken: 'tok' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('passkey must be { userLogin: string, authorizeToken: string }');
    warn.mockRestore();
  });
});
