// node-postgres's own conversion of a JavaScript value to a statement parameter (Dates, arrays,
// Buffers, JSON), the one its Query uses; the package ships no types for it.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
