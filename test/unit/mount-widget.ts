/** Mounting a widget definition on an element in a unit test: a minimal context, and an unmount that aborts it. */
import type { WidgetContext, WidgetDefinition } from '../../src/widget';

function testContext(controller: AbortController): WidgetContext<Record<string, never>> {
  return {
    name: 'x',
    config: {},
    batch: {} as WidgetContext['batch'],
    signal: controller.signal,
    reportError: () => {},
  };
}

export async function mount(widget: WidgetDefinition<Record<string, never>>, el: HTMLElement): Promise<() => void> {
  const controller = new AbortController();
  const unmount = await widget.mount(el, testContext(controller));
  return () => {
    controller.abort();
    unmount?.();
  };
}
