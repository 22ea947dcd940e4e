import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { demoKinds } from '../support/kindRegistry.ts';

/** Two kinds' tabs: any may be hidden but the settings tab. */
const [FIRST_TAB, SECOND_TAB] = demoKinds().map((k) => k.route);

describe('client settings', () => {
  const s = signedInServer();

  it('changes colours and hides a tab, and user/web reflects it for that company only', async () => {
    const res = await s.client.post('/api/settings', { detail_view_color: '#123456', inactive_tabs: [{ tab: FIRST_TAB, is_visible: false }] });
    expect(res.status).toBe(200);
    const setting = (await s.client.post('/api/user/web')).body.data.user_setting;
    expect(setting.detail_view_color).toBe('#123456');
    expect(setting.inactive_tabs).toEqual([expect.objectContaining({ is_visible: false, tab_type: expect.objectContaining({ name: FIRST_TAB }) })]);
    expect(setting.user_languages.map((l: { language_code: string }) => l.language_code)).toEqual(['en', 'es']);
    const others = (await s.other.post('/api/user/web')).body.data.user_setting;
    expect(others.detail_view_color).toBe('#b7e4c7');
    expect(others.inactive_tabs).toEqual([]);
  });

  it('refuses a bad colour or an unknown language with a message naming the field, changing nothing', async () => {
    const bad = await s.client.post('/api/settings', { list_item_color: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('List item colour is not written as expected');
    expect((await s.client.post('/api/settings', { list_item_color: 'red' }, { 'accept-language': 'es' })).body.message).toBe('Color de los elementos de lista no está escrito como se espera');
    expect((await s.client.post('/api/settings', { languages: ['en', 'xx'] })).status).toBe(400);
    const now = (await s.client.get('/api/settings')).body.data;
    expect(now.list_item_color).toBe('#ffffff');
    expect(now.languages).toEqual(['en', 'es']);
  });

  it('never hides the settings tab itself, the way back to every other tab', async () => {
    const res = await s.client.post('/api/settings', { inactive_tabs: [{ tab: 'settings', is_visible: false }, { tab: SECOND_TAB, is_visible: false }] });
    expect(res.status).toBe(200);
    expect(res.body.data.inactive_tabs).toEqual([{ tab: SECOND_TAB, is_visible: false }]);
    await s.client.post('/api/settings', { inactive_tabs: [] });
  });

  it('needs a signed-in user', async () => {
    expect((await api(s.server).post('/api/settings', { detail_view_color: '#000000' })).status).toBe(401);
  });
});
