import { afterEach } from 'vitest';

// The dom project's files share a worker (isolate: false) and its storage: an unsaved draft or a chosen language a
// test leaves in localStorage would greet the next test as "Unsaved changes … were kept on this computer".
afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
