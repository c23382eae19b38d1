// @vitest-environment happy-dom
/** DOM clobbering (issue 36): names in shop content that would shadow the document's members are taken off, nothing else. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unclobber } from '../../src/lib/unclobber';
import { resetWarningsForTests } from '../../src/lib/report';

afterEach(() => {
  document.body.innerHTML = '';
  resetWarningsForTests();
  vi.restoreAllMocks();
});

describe('unclobber', () => {
  it('takes off, inside shop content only, the names and ids that are members of the document, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `
      <div data-widget-ignore>
        <form name="head"></form><img name="createElement" src="data:,"><object id="querySelectorAll"></object>
        <embed name="cookie"><embed name="body"><img id="title" name="x" src="data:,">
        <form name="newsletter"></form><div id="head"></div><input name="scripts">
      </div>
      <form name="forms" id="theme-form"></form>`;
    expect(unclobber().sort()).toEqual(['body', 'cookie', 'createElement', 'head', 'querySelectorAll', 'title']);
    // Taken off: the shadowing attribute only; the elements stay, with their other attributes.
    expect(document.body.querySelectorAll('[name="head"], [name="createElement"], #querySelectorAll, [name="cookie"], [name="body"]')).toHaveLength(0);
    expect(document.body.querySelector('img[name="x"]')!.id).toBe('');
    // Left: names that are not members, elements that do not become document properties (a div's id, an input's
    // name), and anything outside shop content (the theme's markup is trusted).
    expect(document.body.querySelector('form[name="newsletter"]')).not.toBeNull();
    expect(document.body.querySelector('div#head')).not.toBeNull();
    expect(document.body.querySelector('input[name="scripts"]')).not.toBeNull();
    expect(document.body.querySelector('form[name="forms"]')).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('head');
  });

  it('changes nothing, and says nothing, without such names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div data-widget-ignore><img name="photo" src="data:,"><form name="contact"></form></div>';
    expect(unclobber()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
