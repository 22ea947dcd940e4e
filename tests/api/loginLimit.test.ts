import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { DEFAULT_PASSWORD_COST } from '../../src/server/auth/password.ts';

interface Answer { status: number; message?: string; token?: string }

/**
 * `POST /api/login` sent from a chosen loopback address (127.0.0.0/8 is all local), so the server
 * sees distinct clients by their real connection address, not by a header it would have to trust.
 */
function signIn(server: TestServer, from: string, email: string, password: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: '/api/login', method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => {
        const body = JSON.parse(text) as { message?: string; access_token?: string };
        ok({ status: res.statusCode ?? 0, message: body.message, token: body.access_token });
      });
    });
    req.on('error', fail);
    req.end(JSON.stringify({ email, password }));
  });
}

const TOO_MANY = /^Too many failed sign-ins\. Try again in \d+ minute\(s\)\.$/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The burst's orderings need password checks that take as long as in production (the suite's
// PASSWORD_COST is the cheapest): the attacked account is created by this server, at the default cost.
const ATTACKED = { email: 'attacked@demo.test', password: 'Harbour-gate-41' };
// A second account, attacked from a shared address (one NAT for a whole museum): counts, not timings, so on a
// server at the suite's cost (each of its two dozen checks would take 0.2 s of CPU at the default one).
const NEIGHBOUR = { email: 'neighbour@demo.test', password: 'Lantern-quay-52' };

/** Creates an editor account through the API as the demo admin. */
async function createAccount(server: TestServer, account: { email: string; password: string }) {
  const res = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.login()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Attacked', email: account.email, password: account.password, role: 'editor' }),
  });
  if (res.status !== 201) throw new Error(`could not create ${account.email}: ${res.status} ${await res.text()}`);
}
const FROM_YOUR_NETWORK = /^Too many sign-ins from your network at once\. Try again in a few seconds\.$/;

describe.each(availableDatabases())('login limit on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ database, env: { PASSWORD_COST: String(DEFAULT_PASSWORD_COST) } });
    await createAccount(server, ATTACKED);
  });
  afterAll(async () => { await server?.close(); });

  it('a burst of 100 concurrent wrong passwords gets 10 checked and 90 refused at once, while another user signs in', async () => {
    const answered: string[] = [];
    let firstCheck!: () => void;
    const firstCheckDone = new Promise<void>((ok) => { firstCheck = ok; });
    const burst = Array.from({ length: 100 }, (_, i) => signIn(server, '127.0.0.1', ATTACKED.email, `Wrong-guess-${i}`).then((a) => {
      answered.push(`burst ${a.status}`);
      if (a.status === 401) firstCheck();
      return a;
    }));
    // Once the burst's first password check has answered, the other nine are still to come.
    await firstCheckDone;
    const other = await signIn(server, '127.0.0.2', OTHER_COMPANY.email, OTHER_COMPANY.password);
    answered.push(`other ${other.status}`);
    const results = await Promise.all(burst);

    expect(other.status, other.message).toBe(200);
    expect(other.token).toMatch(/\S{20,}/);
    expect(results.filter((a) => a.status === 401)).toHaveLength(10);
    const refused = results.filter((a) => a.status === 429);
    expect(refused).toHaveLength(90);
    for (const a of refused) expect(a.message).toMatch(TOO_MANY);
    expect(refused[0].message).toBe('Too many failed sign-ins. Try again in 15 minute(s).');
    // An ordering, not a timing: the other user did not queue behind the burst's password checks.
    expect(answered.indexOf('other 200'), answered.join(', ')).toBeLessThan(answered.lastIndexOf('burst 401'));
    // The refused answers came at once: all 90 arrived before the last password check answered.
    expect(answered.lastIndexOf('burst 429'), answered.join(', ')).toBeLessThan(answered.lastIndexOf('burst 401'));
    // The attacked account stays locked, even with the right password, from any address.
    const locked = await signIn(server, '127.0.0.3', ATTACKED.email, ATTACKED.password);
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(TOO_MANY);
    expect((await fetch(`${server.url}/api/tab_types`)).status).toBe(200);
  });

  it('failures against other accounts from one address never block a correct password from that address; the attacked accounts stay limited', async () => {
    const atSuiteCost = await startServer({ database });
    try {
      await createAccount(atSuiteCost, NEIGHBOUR);
      const shared = '127.0.0.9';
      const madeUp: number[] = [];
      for (let i = 0; i < 12; i++) madeUp.push((await signIn(atSuiteCost, shared, 'nobody-here@made-up.test', `Wrong-guess-${i}`)).status);
      expect(madeUp).toEqual([...Array(10).fill(401), 429, 429]);
      const real: number[] = [];
      for (let i = 0; i < 11; i++) real.push((await signIn(atSuiteCost, shared, NEIGHBOUR.email, `Wrong-guess-${i}`)).status);
      expect(real).toEqual([...Array(10).fill(401), 429]);

      // Someone else behind the same address signs in with the right password.
      const colleague = await signIn(atSuiteCost, shared, OTHER_COMPANY.email, OTHER_COMPANY.password);
      expect(colleague.status, colleague.message).toBe(200);
      expect(colleague.token).toMatch(/\S{20,}/);

      // The attacked accounts stay limited, with the right password too, from anywhere.
      const locked = await signIn(atSuiteCost, '127.0.0.10', NEIGHBOUR.email, NEIGHBOUR.password);
      expect(locked.status).toBe(429);
      expect(locked.message).toMatch(TOO_MANY);
      expect((await signIn(atSuiteCost, shared, 'nobody-here@made-up.test', 'Wrong-guess-x')).status).toBe(429);
    } finally {
      await atSuiteCost.close();
    }
  });

  it('an address spraying many accounts is slowed to one check at a time, and a correct password from it still gets in', async () => {
    // Checks of a few ms: paced, each is followed by four times as long, so the burst outruns the queue.
    const cheap = await startServer({ database, env: { PASSWORD_COST: '12' } });
    try {
      const spray = '127.0.0.11';
      // 100 failures across 20 made-up e-mails (5 each: no e-mail reaches its own limit) use up the address's full-speed attempts.
      for (let i = 0; i < 100; i++) expect((await signIn(cheap, spray, `sprayed${i % 20}@made-up.test`, `Wrong-guess-${i}`)).status).toBe(401);
      // Past them, 30 at once: the address's checks queue one at a time, and a full queue is refused at once.
      const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(cheap, spray, `more${i}@made-up.test`, 'Wrong-guess')));
      const checked = burst.filter((a) => a.status === 401);
      const refused = burst.filter((a) => a.status === 429);
      expect(checked.length + refused.length).toBe(30);
      // One running and five waiting at a time; the rest refused at once (a few more get in as the queue moves:
      // on a loaded machine the 30 arrive over several paced checks, so a third of them is the floor).
      expect(checked.length).toBeGreaterThanOrEqual(6);
      expect(refused.length).toBeGreaterThanOrEqual(10);
      for (const a of refused) expect(a.message).toMatch(FROM_YOUR_NETWORK);
      // The address is slowed, not locked: a correct password from it signs in.
      const colleague = await signIn(cheap, spray, OTHER_COMPANY.email, OTHER_COMPANY.password);
      expect(colleague.status, colleague.message).toBe(200);
    } finally {
      await cheap.close();
    }
  });

  it('after the window the account can sign in again (LOGIN_WINDOW_SECONDS)', async () => {
    const windowSeconds = 5;
    const short = await startServer({ database, env: { LOGIN_WINDOW_SECONDS: String(windowSeconds) } });
    try {
      const started = Date.now();
      const burst = Array.from({ length: 11 }, (_, i) => signIn(short, '127.0.0.4', OTHER_COMPANY.email, `Wrong-guess-${i}`));
      const statuses = (await Promise.all(burst)).map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      const waited = windowSeconds * 1000 + 500 - (Date.now() - started);
      if (waited > 0) await sleep(waited);
      const again = await signIn(short, '127.0.0.4', OTHER_COMPANY.email, OTHER_COMPANY.password);
      expect(again.status, again.message).toBe(200);
    } finally {
      await short.close();
    }
  });

  it.runIf(database === 'postgres')('two server processes on one PostgreSQL share the count: 6 failures on one and 4 on the other, then 429 on both', async () => {
    const a = await startServer({ database });
    const b = await startServer({ database, env: { DATABASE_URL: a.databaseUrl! } });
    try {
      const email = DEMO_COMPANY.email;
      // Each process sees its own clients, so only the shared e-mail count can reach the limit.
      const onA: number[] = [];
      for (let i = 0; i < 6; i++) onA.push((await signIn(a, '127.0.0.5', email, `Wrong-guess-a${i}`)).status);
      const onB: number[] = [];
      for (let i = 0; i < 5; i++) onB.push((await signIn(b, '127.0.0.6', email, `Wrong-guess-b${i}`)).status);
      expect(onA).toEqual(Array(6).fill(401));
      expect(onB).toEqual([401, 401, 401, 401, 429]);
      const laterOnA = await signIn(a, '127.0.0.7', email, DEMO_COMPANY.password);
      expect(laterOnA.status).toBe(429);
      expect(laterOnA.message).toMatch(TOO_MANY);
      // Another account is untouched on either process.
      expect((await signIn(b, '127.0.0.5', OTHER_COMPANY.email, OTHER_COMPANY.password)).status).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
