import { describe, expect, it } from 'vitest';
import { noticeKey, noticePresent } from '../../widgets/menu_notice/rules';

describe('menu notice', () => {
  it('is present with text or an image', () => {
    expect(noticePresent('  \n ', false)).toBe(false);
    expect(noticePresent('', true)).toBe(true);
    expect(noticePresent(' Przerwa ', false)).toBe(true);
  });

  it('keys a notice by its normalised text', () => {
    expect(noticeKey('A  notice\n text')).toBe(noticeKey(' A notice text '));
    expect(noticeKey('A notice')).not.toBe(noticeKey('Another notice'));
    expect(noticeKey('x')).toMatch(/^sf_notice_[0-9a-z]+$/);
  });
});
