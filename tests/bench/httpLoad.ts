import autocannon from 'autocannon';

/** What one autocannon run measured. */
export interface LoadFigures {
  /** Answered requests per second over the whole run. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers per status code, e.g. { 200: 812 }, plus connection errors. */
  statuses: Record<string, number>;
  errors: number;
  /** Mean body bytes per answer, to show that both sides sent the same (or compressed) bytes. */
  bytesPerAnswer: number;
}

/** Seconds per measured run (BENCH_SECONDS overrides; the warm-up is a fifth of it). */
export const RUN_SECONDS = Number(process.env.BENCH_SECONDS) || 5;

/** Hammers one URL with `connections` keep-alive connections for RUN_SECONDS after a short warm-up. */
export async function httpLoad(url: string, connections: number, headers: Record<string, string> = {}): Promise<LoadFigures> {
  await autocannon({ url, connections, headers, duration: Math.max(1, RUN_SECONDS / 5) });
  const r = await autocannon({ url, connections, headers, duration: RUN_SECONDS, timeout: 30 });
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(r.statusCodeStats)) statuses[code] = Number(count);
  const answers = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    rps: answers / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    statuses,
    errors: r.errors,
    bytesPerAnswer: answers ? r.throughput.total / answers : 0,
  };
}

/** "200×812, 304×3, 2 errors": the status mix of a run, for the note column. */
export function statusNote(f: LoadFigures): string {
  const parts = Object.entries(f.statuses).map(([code, n]) => `${code}×${n}`);
  if (f.errors) parts.push(`${f.errors} errors`);
  return `${parts.join(', ') || 'no answers'}; p50 ${f.p50} ms, p99 ${f.p99} ms; ${Math.round(f.bytesPerAnswer)} B/answer incl. headers`;
}
