// The published types (types/storefront.d.ts, shipped as storefront.d.ts in every release) kept in step with the code.
//  - At compile time (`npm run typecheck`): each public type is identical to the loader's own; loader/index.ts builds
//    window.storefront against `Storefront` and src/load-script.ts's `api` must answer its members; the consumer
//    below, written as a theme developer would, compiles, and its mistakes do not.
//  - At run time (here): the lists the types spell out (batch keys, moments, the events the code dispatches) are the
//    code's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type * as Public from '../../types/storefront';
import type { Batch, BatchKey, Hydrate, WidgetContext } from '../../src/widget';
import type { State } from '../../loader/runtime';
import type { ScriptPlace } from '../../src/load-script';
import type { CurrencySettings } from '../../src/lib/price';
import type { SubscriptionPrice } from '../../src/lib/subscription-price';
import type { ToastHandle, ToastType } from '../../src/ui/toast';
import { BATCH_KEYS } from '../../src/register-check';
import { HYDRATE_MOMENTS } from '../../src/widget';

/** true when A and B are the same type (not merely assignable one way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(check: Equal<A, B>) => check;

// The public types are the code's own.
same<Public.BatchKey, BatchKey>(true);
same<Public.Hydrate, Hydrate>(true);
same<Public.WidgetState, State>(true);
same<Public.Batch, Batch>(true);
same<Public.WidgetContext<{ n: number }>, WidgetContext<{ n: number }>>(true);
same<Public.ScriptPlace, ScriptPlace>(true);
same<Public.CurrencySettings, CurrencySettings>(true);
same<Public.SubscriptionPrice, SubscriptionPrice>(true);
same<Public.ToastType, ToastType>(true);
same<Public.ToastHandle, ToastHandle>(true);
// @ts-expect-error: a check that cannot fail would be no check.
same<Public.BatchKey, 'Basket'>(true);

/** A theme developer's script, as the published types let them write it. */
export async function consumer(storefront: Public.Storefront) {
  const ok: boolean = await storefront.register({
    name: 'stock_badge',
    keys: ['Projector'],
    hydrate: 'visible',
    schema: v.object({ quantity: v.pipe(v.string(), v.transform(Number)) }),
    mount(element, context) {
      const quantity: number = context.config.quantity; // typed by the schema
      element.textContent = String(quantity);
      context.signal.addEventListener('abort', () => {});
      return () => {};
    },
  });
  // @ts-expect-error: a moment that does not exist
  await storefront.register({ name: 'x', hydrate: 'soon', mount() {} });
  // @ts-expect-error: a batch key that does not exist
  await storefront.register({ name: 'x', keys: ['Baskett'], mount() {} });
  await storefront.register({
    name: 'x',
    schema: v.object({ quantity: v.number() }),
    mount(_element, context) {
      // @ts-expect-error: the schema's output has no such option
      return void context.config.colour;
    },
  });
  (window.storefrontWidgets ??= []).push({ name: 'pushed', mount() {} });
  const handle = await storefront.toast({ type: 'success', text: 'Zapisano' });
  handle?.close();
  // @ts-expect-error: not one of the spec's alert types
  await storefront.toast({ type: 'danger', text: 'x' });
  const price = await storefront.subscriptionPrice({ max: 175, maxNet: '142.28', currency: { decimalSeparator: ',' } });
  document.addEventListener('storefront:widget', (event) => event.detail.state satisfies Public.WidgetState);
  document.addEventListener('storefront:partial', (event) => event.detail.ok satisfies boolean);
  await storefront.refresh(['Basket']);
  await storefront.loadScript('slider', 'body_bottom', { module: true });
  await storefront.ready;
  return [ok, price.gross.formatted];
}

/** The events the shipped code dispatches: `new CustomEvent('storefront:…'` in loader/, src/, widgets/. */
function dispatchedEvents(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name)) for (const m of readFileSync(file, 'utf8').matchAll(/new CustomEvent\(\s*'(storefront:[\w-]+)'/g)) names.add(m[1]);
    }
  };
  ['loader', 'src', 'widgets'].forEach(walk);
  return [...names].sort();
}

const published = readFileSync('types/storefront.d.ts', 'utf8');
/** The string literals of a union type alias in the published file. */
const union = (name: string) => [...(new RegExp(`export type ${name} = ([^;]+);`).exec(published)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);

describe('types/storefront.d.ts', () => {
  it('lists the batch keys and moments the code checks against, in its order', () => {
    expect(union('BatchKey')).toEqual([...BATCH_KEYS]);
    expect(union('Hydrate')).toEqual([...HYDRATE_MOMENTS]);
  });

  it('types every storefront: event the code dispatches, and no other', () => {
    const block = /interface StorefrontDocumentEvents \{([\s\S]*?)\n\}/.exec(published)?.[1] ?? '';
    const typed = [...block.matchAll(/'(storefront:[\w-]+)'/g)].map((m) => m[1]).sort();
    expect(dispatchedEvents()).toEqual(['storefront:cookies', 'storefront:error', 'storefront:partial', 'storefront:ready', 'storefront:widget']);
    expect(typed).toEqual(dispatchedEvents());
  });
});
