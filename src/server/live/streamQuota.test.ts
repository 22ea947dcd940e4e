import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { createStreamQuota } from './streamQuota.ts';

const owner = (companyId: number, userId: number, session: string) => ({ companyId, userId, tokenHash: session });

describe('createStreamQuota', () => {
  it('fills a full process by turns: each company that holds two fewer takes one from the one with the most, and never back', () => {
    const quota = createStreamQuota({ process: 10, perUser: 100, perSession: 100 });
    const a = owner(1, 1, 'a');
    for (let i = 0; i < 10; i++) quota.add(a);
    expect(quota.admit(a)).toEqual({ refused: 'full' });
    const b = owner(2, 2, 'b');
    // B takes from A until they are level (or one apart), then waits like A.
    let taken = 0;
    for (;;) {
      const said = quota.admit(b);
      if (said.refused) break;
      expect(said.evict).toBe(1);
      quota.remove(a);
      quota.add(b);
      taken++;
    }
    expect(taken).toBe(5);
    expect(quota.admit(a)).toEqual({ refused: 'full' });
    expect(quota.total).toBe(10);
  });

  it('refuses past the session’s and the user’s caps, and counts a closed stream off', () => {
    const quota = createStreamQuota({ process: 100, perUser: 3, perSession: 2 });
    const s1 = owner(1, 7, 's1');
    quota.add(s1);
    quota.add(s1);
    expect(quota.admit(s1)).toEqual({ refused: 'session' });
    const s2 = owner(1, 7, 's2');
    quota.add(s2);
    expect(quota.admit(s2)).toEqual({ refused: 'user' });
    expect(quota.admit(owner(1, 8, 's3'))).toEqual({});
    quota.remove(s1);
    expect(quota.admit(s1)).toEqual({});
    expect(quota.ofSession('s1')).toBe(1);
  });

  it('reads its caps from LIVE_STREAMS*, refusing nonsense', () => {
    expect(readConfig({ LIVE_STREAMS: '8', LIVE_STREAMS_PER_USER: '4' }).liveStreams).toEqual({ process: 8, perUser: 4, perSession: 6 });
    expect(() => readConfig({ LIVE_STREAMS_PER_SESSION: '0' })).toThrow(/LIVE_STREAMS_PER_SESSION must be a whole number/);
  });
});
