// @vitest-environment happy-dom
/**
 * The Trusted Types policy takes HTML and script text only through the sinks src/platform-html.ts claims (issue 28):
 * a string from anywhere else, even one that reaches the policy's own rules, is refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Rules = { createHTML(text: string): string; createScript(text: string): string; createScriptURL(text: string): string };

async function freshModule() {
  vi.resetModules();
  let rules: Rules | undefined;
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy(name: string, given: Rules) {
      expect(name).toBe('storefront');
      rules = given;
      return given;
    },
  };
  const module = await import('../../src/lib/trusted-types');
  return { module, rules: () => rules! };
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

describe('trusted types', () => {
  it('the audited sinks pass their strings; the policy refuses one that does not come through them', async () => {
    const { module, rules } = await freshModule();
    const { asHtml, asScript } = module.claimSinks();
    expect(asHtml('<p>snippet</p>')).toBe('<p>snippet</p>');
    expect(asScript('window.x = 1')).toBe('window.x = 1');
    expect(() => rules().createHTML('<img src=x onerror=alert(1)>')).toThrow(/only from src\/platform-html\.ts/);
    expect(() => rules().createScript('alert(1)')).toThrow(/only from src\/platform-html\.ts/);
  });

  it('the sinks are claimed once: a second caller gets an error, not the sinks', async () => {
    const { module } = await freshModule();
    module.claimSinks();
    expect(() => module.claimSinks()).toThrow(/belong to src\/platform-html\.ts/);
  });

  it('platform-html claims them when it loads, so no other module can', async () => {
    const { module } = await freshModule();
    await import('../../src/platform-html');
    expect(() => module.claimSinks()).toThrow(/belong to src\/platform-html\.ts/);
  });

  it('script URLs are sanitised: http(s) only', async () => {
    const { module } = await freshModule();
    expect(module.asScriptUrl('https://shop.example/a.js')).toBe('https://shop.example/a.js');
    expect(() => module.asScriptUrl('javascript:alert(1)')).toThrow(/not an http\(s\) script URL/);
  });
});
