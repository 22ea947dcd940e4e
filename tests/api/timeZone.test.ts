import { describe, expect, it } from 'vitest';
import { signedInServer } from '../support/signedInServer.ts';

describe('company time zone', () => {
  const s = signedInServer();

  it('user/web sends the company time zone: the demo clients keep Oslo time, a new client UTC', async () => {
    expect((await s.client.post('/api/user/web')).body.data.user_setting.time_zone).toBe('Europe/Oslo');
    // The other company was added through the admin CLI: the default settings.
    expect((await s.other.post('/api/user/web')).body.data.user_setting.time_zone).toBe('UTC');
  });

  it('saves a zone by its canonical name, and user/web follows for that company only', async () => {
    const res = await s.other.post('/api/settings', { time_zone: 'america/new_york' });
    expect(res.status).toBe(200);
    expect(res.body.data.time_zone).toBe('America/New_York');
    expect((await s.other.post('/api/user/web')).body.data.user_setting.time_zone).toBe('America/New_York');
    expect((await s.client.post('/api/user/web')).body.data.user_setting.time_zone).toBe('Europe/Oslo');
  });

  it('refuses a name that is no time zone with a 400 saying what a zone is, changing nothing', async () => {
    for (const time_zone of ['Mars/Olympus', '+02:00', '', 'Europe/Oslo; drop table', 42]) {
      const bad = await s.client.post('/api/settings', { time_zone });
      expect(bad.status, String(time_zone)).toBe(400);
      expect(bad.body.errors?.[0]?.field, String(time_zone)).toBe('time_zone');
    }
    expect((await s.client.post('/api/settings', { time_zone: 'Mars/Olympus' })).body.message).toBe('Choose a time zone by its IANA name, such as Europe/Oslo.');
    expect((await s.client.get('/api/settings')).body.data.time_zone).toBe('Europe/Oslo');
  });
});
