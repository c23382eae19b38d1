// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { provinces } from '../../widgets/form/provinces';

/** The template's address step: the country select and one province block per country (one served --hidden). */
function form(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <select data-name="region"><option value="">-</option><option value="1143020003" selected>PL</option><option value="1143020041">CZ</option></select>
    <div class="f-group" data-region-province="1143020003"><select id="pl" name="province"><option value="">-</option><option value="PL-MA">m</option></select></div>
    <div class="f-group --hidden" data-region-province="1143020041"><select id="cz" name="province" required><option value="">-</option><option value="CZ-64">j</option></select>
      <input id="served_off" name="note" disabled></div>
  </form>`;
  return document.querySelector('form')!;
}
const $ = <E extends Element>(s: string) => document.querySelector<E>(s)!;

describe('form provinces ([data-region-province])', () => {
  it("shows the chosen country's block only, keeps values, follows the select, puts everything back on restore", () => {
    const f = form();
    const p = provinces(f);
    const hidden = p.sync();
    expect(hidden.map((c) => c.id)).toEqual(['cz']);
    const pl = $<HTMLElement>('[data-region-province="1143020003"]');
    const cz = $<HTMLElement>('[data-region-province="1143020041"]');
    expect([pl.hidden, pl.classList.contains('--hidden'), $<HTMLSelectElement>('#pl').disabled]).toEqual([false, false, false]);
    expect([cz.hidden, cz.classList.contains('--hidden'), $<HTMLSelectElement>('#cz').disabled]).toEqual([true, true, true]);
    $<HTMLSelectElement>('#pl').value = 'PL-MA';
    $<HTMLSelectElement>('select[data-name=region]').value = '1143020041';
    p.sync();
    expect([pl.hidden, $<HTMLSelectElement>('#pl').disabled, $<HTMLSelectElement>('#pl').value]).toEqual([true, true, 'PL-MA']);
    expect([cz.hidden, cz.classList.contains('--hidden'), $<HTMLSelectElement>('#cz').disabled]).toEqual([false, false, false]);
    expect($<HTMLInputElement>('#served_off').disabled).toBe(true); // the server's own stays
    expect([...f.querySelectorAll<HTMLSelectElement>('[name=province]')].filter((c) => !c.disabled).map((c) => c.id)).toEqual(['cz']); // the one posted
    $<HTMLSelectElement>('select[data-name=region]').value = '';
    p.sync();
    expect([pl.hidden, cz.hidden]).toEqual([true, true]);
    p.restore();
    expect([pl.hidden, pl.classList.contains('--hidden'), cz.hidden, cz.classList.contains('--hidden')]).toEqual([false, false, false, true]);
    expect([$<HTMLSelectElement>('#pl').disabled, $<HTMLSelectElement>('#cz').disabled, $<HTMLInputElement>('#served_off').disabled]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('a form without a country select leaves the blocks as served', () => {
    const f = form();
    f.querySelector('select[data-name=region]')!.setAttribute('data-name', 'country');
    expect(provinces(f).sync()).toEqual([]);
    expect($<HTMLSelectElement>('#cz').disabled).toBe(false);
  });
});
