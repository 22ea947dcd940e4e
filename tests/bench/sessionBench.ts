import { httpLoad, statusNote, type LoadFigures } from './httpLoad.ts';
import type { BenchRow } from './serverBench.ts';
import { startServer } from '../support/startServer.ts';
import { consoleCookies } from '../support/consoleCookies.ts';
import { cpuPerRequest, serverCpu } from './authBench.ts';

/** Connections of the signed-in users. */
const CONNECTIONS = 16;

/** Back-to-back pairs (bearer, cookie) measured; the median pair is reported. */
const ROUNDS = 5;

/**
 * The cost of the console's session on the normal path: the cached list read with the HttpOnly cookie and
 * its CSRF header (and Sec-Fetch-Site, as a browser sends it) against the same read with a bearer token,
 * same server, same run. Both carry the security headers every answer now has. "Within noise" is the
 * target: on this shared 2-core machine two back-to-back runs of one load differ by up to ±30 %, so the
 * second row, the server's own CPU time per request, is the steadier figure.
 */
export async function sessionBench(): Promise<BenchRow[]> {
  const server = await startServer();
  try {
    const url = `${server.url}/api/web_page`;
    const bearer = { authorization: `Bearer ${await server.login()}` };
    const cookies = await consoleCookies(server, server.adminEmail, server.adminPassword);
    const csrf = cookies.find((c) => c.name === 'tb_csrf')!.value;
    const cookie = { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'x-csrf-token': decodeURIComponent(csrf), 'sec-fetch-site': 'same-origin' };
    const pairs: { bearer: LoadFigures; cookie: LoadFigures }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating who goes first, so the machine's drift does not favour one.
      const first = round % 2 === 0 ? await httpLoad(url, CONNECTIONS, bearer) : await httpLoad(url, CONNECTIONS, cookie);
      const second = round % 2 === 0 ? await httpLoad(url, CONNECTIONS, cookie) : await httpLoad(url, CONNECTIONS, bearer);
      pairs.push(round % 2 === 0 ? { bearer: first, cookie: second } : { bearer: second, cookie: first });
    }
    pairs.sort((a, b) => a.cookie.rps / a.bearer.rps - b.cookie.rps / b.bearer.rps);
    const median = pairs[Math.floor(pairs.length / 2)];
    const ratio = median.cookie.rps / median.bearer.rps;
    const rows: BenchRow[] = [{
      name: `Cached list, ${CONNECTIONS} connections: the console's cookie + CSRF header vs a bearer token`,
      value: median.cookie.rps, unit: 'req/s', baseline: median.bearer.rps, ratio,
      budget: '≥ 0.8', pass: ratio >= 0.8 && pairs.every((p) => Object.keys(p.cookie.statuses).every((s) => s === '200')),
      note: `median of ${ROUNDS} pairs (ratios ${pairs.map((p) => (p.cookie.rps / p.bearer.rps).toFixed(2)).join(', ')}); cookie ${statusNote(median.cookie)}; bearer ${statusNote(median.bearer)}`,
    }];
    const cpu = serverCpu(server.port);
    if (cpu) {
      const costs: { bearer: number; cookie: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const b = await cpuPerRequest(cpu, url, CONNECTIONS, () => bearer);
        const k = await cpuPerRequest(cpu, url, CONNECTIONS, () => cookie);
        costs.push({ bearer: b.micros, cookie: k.micros });
      }
      costs.sort((a, b) => a.cookie / a.bearer - b.cookie / b.bearer);
      const mid = costs[Math.floor(costs.length / 2)];
      rows.push({
        name: `Server CPU per cached list request: the console's cookie + CSRF header vs a bearer token (${CONNECTIONS} connections)`,
        value: mid.cookie, unit: 'µs', baseline: mid.bearer, ratio: mid.cookie / mid.bearer, budget: '≤ 1.2', pass: mid.cookie / mid.bearer <= 1.2,
        note: `from /proc of the server process; median of ${ROUNDS} pairs (ratios ${costs.map((c) => (c.cookie / c.bearer).toFixed(2)).join(', ')})`,
      });
    }
    return rows;
  } finally {
    await server.close();
  }
}
