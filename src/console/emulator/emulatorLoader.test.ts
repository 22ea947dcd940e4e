import { describe, expect, it, vi } from 'vitest';
import { cachedAnswer, cachedLoader, createEmulatorLoader } from './emulatorLoader.ts';

describe('emulator loader', () => {
  it('sends the session’s headers and surfaces the server message', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ message: 'Vimeo is unreachable' }), { status: 502 }));
    const load = createEmulatorLoader(() => ({ 'x-csrf-token': 'T' }), fetchImpl as unknown as typeof fetch);
    await expect(load('/vimeo-config/1')).rejects.toThrow('Vimeo is unreachable');
    expect(fetchImpl).toHaveBeenCalledWith('/api/vimeo-config/1', { headers: { 'x-csrf-token': 'T' } });
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

  it('hands out an answer it already holds at once, and none for a failure or a plain loader', async () => {
    const inner = vi.fn(async (path: string) => { if (path === '/a/2') throw new Error('down'); return { path }; });
    const load = cachedLoader(inner);
    expect(cachedAnswer(load, '/a/1')).toBeUndefined();
    await load('/a/1');
    expect(cachedAnswer(load, '/a/1')).toEqual({ body: { path: '/a/1' } });
    await expect(load('/a/2')).rejects.toThrow('down');
    expect(cachedAnswer(load, '/a/2')).toBeUndefined();
    expect(cachedAnswer(inner, '/a/1')).toBeUndefined();
  });
});

describe('emulator loader language', () => {
  it('reads items in the content language it was made for', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    await createEmulatorLoader(() => ({ 'x-csrf-token': 'T' }), fetchImpl as unknown as typeof fetch, 'es')('/a/1');
    expect(fetchImpl).toHaveBeenCalledWith('/api/a/1', { headers: { 'x-csrf-token': 'T', 'x-language-code': 'es' } });
  });
});
