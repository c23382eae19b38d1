/** The faults an endpoint can show, as Playwright route answers. */
import type { Route } from '@playwright/test';

export const FAULTS = ['refused', 'http500', 'hang', 'empty', 'invalidJson', 'wrongShape', 'huge'] as const;
export type Fault = (typeof FAULTS)[number];

/** About 5 MB of valid JSON whose shape nobody expects. */
let huge: string | undefined;
function hugeBody(): string {
  huge ??= JSON.stringify({ data: null, padding: Array.from({ length: 50_000 }, (_, i) => ({ i, text: 'x'.repeat(90) })) });
  return huge;
}

const json = (body: string) => ({ status: 200, contentType: 'application/json', body });

/** Answers the route with the fault ('hang' is the caller's business: keep the route and never answer). */
export async function fulfilFault(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case 'refused':
      return route.abort('connectionrefused');
    case 'http500':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' });
    case 'hang':
      return new Promise(() => {});
    case 'empty':
      return route.fulfill(json(''));
    case 'invalidJson':
      return route.fulfill(json('{"data": {"productsTextSearch": [1, 2,'));
    case 'wrongShape':
      return route.fulfill(
        json(
          '{"data": {"productsTextSearch": "nope"}, "Basket": {"response": {"basket": {"products": 7}}}, "Wishlist": {"response": {"product": 5, "attributes": {"count": -1}}}, ' +
            '"Comparers": {"response": {"product": "x"}}, "Snippets": {"response": 7}, "ToplayersAndWidgets": {"response": {"items": {"script": 7, "a": "b"}}}, "errors": "x"}',
        ),
      );
    case 'huge':
      return route.fulfill(json(hugeBody()));
  }
}
