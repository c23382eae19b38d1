import { describe, expect, it } from 'vitest';
import { isOutside } from '../../widgets/menu_settings/rules';
import { choicesOf } from '../../widgets/menu_settings/choices';

describe('menu_settings rules', () => {
  it('choices from select options', () => {
    expect(
      choicesOf([
        { value: 'pl', text: ' polski ', disabled: false },
        { value: 'x', text: 'X', disabled: true },
      ]),
    ).toEqual([
      { value: 'pl', label: 'polski', disabled: false },
      { value: 'x', label: 'X', disabled: true },
    ]);
  });
  it('outside = a target the root does not contain', () => {
    const inside = {};
    const root = { contains: (n: unknown) => n === inside };
    expect(isOutside(root, inside)).toBe(false);
    expect(isOutside(root, {})).toBe(true);
    expect(isOutside(root, null)).toBe(false);
  });
});
