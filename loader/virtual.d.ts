/** The widget table the build generates from widgets/<name>/manifest.json (see loader/registry.ts). */
declare module 'virtual:widget-table' {
  const table: string;
  export default table;
}
