/**
 * Why the time bounds are src/lib/timeout.ts and not ky's `timeout` (docs/architecture.md, "HTTP after the loader:
 * ky"): a bound must cover reading the answer, and ky's timer stops when the headers arrive.
 */
import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendOperation } from '../../src/net/operation';

afterEach(() => {
  vi.useRealTimers();
});

/** A fetch whose answer's headers come at once with the first byte of the body; the rest waits for `finish()` (or the request's abort). */
function stalledBody() {
  let finish = () => {};
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('a'));
        finish = () => (controller.enqueue(new TextEncoder().encode('b')), controller.close());
        request.signal.addEventListener('abort', () => controller.error(request.signal.reason), { once: true });
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, finish: () => finish() };
}

describe('time bounds of the HTTP client', () => {
  it("an operation's bound (10 s) covers reading its answer: a body that stalls after the headers rejects with a TimeoutError", async () => {
    vi.useFakeTimers();
    const { fetch } = stalledBody();
    const client = ky.create({ retry: 0, timeout: false, fetch });
    const op = { name: 'test', search: 'query=test', query: 'query { hello }' };
    let settled = false;
    const answer = sendOperation(client, op, { path: 'https://shop.test/graphql/v1/' }, (response) => response.text()).finally(() => (settled = true));
    answer.catch(() => {});
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(settled).toBe(true)); // the fake clock has nothing more to move
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("ky's own timeout does not: its timer stops at the headers, and a body that comes later is read in full, with no error", async () => {
    vi.useFakeTimers();
    const { fetch, finish } = stalledBody();
    const response = await ky.get('https://shop.test/', { retry: 0, timeout: 100, fetch });
    const text = response.text();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vi.getTimerCount()).toBe(0);
    finish();
    await expect(text).resolves.toBe('ab');
  });
});
