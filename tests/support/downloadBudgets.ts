// The budgets for what the browser downloads, in bytes on the wire (KB = 1,000 bytes) with
// `Accept-Encoding: br, gzip` and a cold cache; tests/e2e and tests/bench/bundleBench.ts share them.

/** The JavaScript of the login route. */
export const LOGIN_JS_BUDGET = 90_000;
/** Everything of the console's own (HTML, JS, CSS, the map worker) the station editor loads until its map is shown. */
export const STATION_COLD_BUDGET = 800_000;
