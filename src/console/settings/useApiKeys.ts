import { useCallback, useMemo } from 'react';
import type { $Fetch } from 'ofetch';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import type { ApiKeySummary, CreatedApiKey } from '../../core/apiKeyWire.ts';

/** The delivery keys' wire types, shared with the server (src/core/apiKeyWire.ts). */
export type { ApiKeySummary, CreatedApiKey };

/** The staff calls for delivery keys (admin only), on the console's main http client. */
export function apiKeysApi(http: $Fetch) {
  return {
    list: async () => (await http<{ data: { keys: ApiKeySummary[] } }>('/settings/api-keys')).data.keys,
    create: async (name: string): Promise<CreatedApiKey> =>
      (await http<{ data: CreatedApiKey }>('/settings/api-keys', { method: 'POST', body: { name } })).data,
    revoke: async (id: number): Promise<ApiKeySummary> =>
      (await http<{ data: { key: ApiKeySummary } }>(`/settings/api-keys/${id}/revoke`, { method: 'POST', body: {} })).data.key,
  };
}

/** The client's delivery keys (newest first, revoked ones too) with create and revoke, the list following each write. */
export function useApiKeys() {
  const { http } = useServices();
  const api = useMemo(() => apiKeysApi(http), [http]);
  const list = useLatestLoad(useCallback(() => api.list(), [api]), [] as ApiKeySummary[]);
  const { setValue, reload } = list;

  const create = useCallback(async (name: string) => {
    const created = await api.create(name);
    // Shown at once; the reload then brings the server's order and anything another admin did.
    setValue((keys) => [created.key, ...keys.filter((k) => k.id !== created.key.id)]);
    void reload();
    return created;
  }, [api, setValue, reload]);

  const revoke = useCallback(async (id: number) => {
    const key = await api.revoke(id);
    setValue((keys) => keys.map((k) => (k.id === key.id ? key : k)));
    return key;
  }, [api, setValue]);

  return { keys: list.value, loading: list.loading, failed: list.failed, reload, create, revoke };
}
