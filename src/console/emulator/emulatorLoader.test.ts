import { describe, expect, it, vi } from 'vitest';
import { cachedLoader, createEmulatorLoader } from './emulatorLoader.ts';

describe('emulator loader', () => {
  it('sends the token and surfaces the server message', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ message: 'Vimeo is unreachable' }), { status: 502 }));
    const load = createEmulatorLoader(() => 'T', fetchImpl as unknown as typeof fetch);
    await expect(load('/vimeo-config/1')).rejects.toThrow('Vimeo is unreachable');
    expect(fetchImpl).toHaveBeenCalledWith('/api/vimeo-config/1', { headers: { Authorization: 'Bearer T' } });
  });

  it('fetches a path once and retries after a failure', async () => {
    let n = 0;
    const inner = vi.fn(async () => { n += 1; if (n === 1) throw new Error('down'); return { n }; });
    const load = cachedLoader(inner);
    await expect(load('/a/1')).rejects.toThrow('down');
    expect(await load('/a/1')).toEqual({ n: 2 });
    expect(await load('/a/1')).toEqual({ n: 2 });
    expect(inner).toHaveBeenCalledTimes(2);
  });
});
