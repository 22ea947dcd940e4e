import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { otherCredentials } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

describe('client settings', () => {
  let server: TestServer;
  let demo: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    server = await startServer();
    demo = api(server, await server.login());
    const o = otherCredentials();
    other = api(server, await server.login(o.email, o.password));
  });
  afterAll(() => server?.stop());

  it('changes colours and hides a tab, and user/web reflects it for that company only', async () => {
    const res = await demo.post('/api/settings', { detail_view_color: '#123456', inactive_tabs: [{ tab: 'achievement', is_visible: false }] });
    expect(res.status).toBe(200);
    const setting = (await demo.post('/api/user/web')).body.data.user_setting;
    expect(setting.detail_view_color).toBe('#123456');
    expect(setting.inactive_tabs).toEqual([expect.objectContaining({ is_visible: false, tab_type: expect.objectContaining({ name: 'achievement' }) })]);
    expect(setting.user_languages.map((l: { language_code: string }) => l.language_code)).toEqual(['en', 'es']);
    const others = (await other.post('/api/user/web')).body.data.user_setting;
    expect(others.detail_view_color).toBe('#b7e4c7');
    expect(others.inactive_tabs).toEqual([]);
  });

  it('refuses a bad colour or an unknown language with a message naming the field, changing nothing', async () => {
    const bad = await demo.post('/api/settings', { list_item_color: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^list_item_color: must match pattern/);
    expect((await demo.post('/api/settings', { languages: ['en', 'xx'] })).status).toBe(400);
    const now = (await demo.get('/api/settings')).body.data;
    expect(now.list_item_color).toBe('#ffffff');
    expect(now.languages).toEqual(['en', 'es']);
  });

  it('needs a signed-in user', async () => {
    expect((await api(server).post('/api/settings', { detail_view_color: '#000000' })).status).toBe(401);
  });
});
