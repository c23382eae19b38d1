/** The URL of the map's clustering worker script (rollup.config.mjs: same origin as the widget code, hashed name). */
declare module 'virtual:map-cluster-worker' {
  const url: string;
  export default url;
}
