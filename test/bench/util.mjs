// Small helpers: bounded waits and statistics.

/** Resolves or rejects like `promise`, but rejects after `ms` with a message naming `label`. */
export function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: timed out after ${ms} ms`)), ms);
    timer.unref?.();
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

export function summary(values) {
  const v = values.filter((x) => Number.isFinite(x));
  return {
    median: median(v),
    min: v.length ? Math.min(...v) : null,
    max: v.length ? Math.max(...v) : null,
    n: v.length,
    values,
  };
}

export const round = (x, digits = 0) => (x == null || !Number.isFinite(x) ? x : Number(x.toFixed(digits)));

export function errorText(error) {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}
