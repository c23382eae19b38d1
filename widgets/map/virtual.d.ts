/**
 * The map's clustering worker script (rollup.config.mjs: same origin as the widget code, hashed name): its URL, and the
 * sha384 integrity of its bytes, checked before it starts on a pinned release's page (clusterer.ts).
 */
declare module 'virtual:map-cluster-worker' {
  const url: string;
  export default url;
  export const integrity: string;
}
