/** The part of autocannon 9 the benches use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number; total: number }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Per-request set-up, e.g. a different header on every request. */
    requests?: { setupRequest?: (req: { headers?: Record<string, string> }) => { headers?: Record<string, string> } }[];
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
