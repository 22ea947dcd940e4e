import { expect } from 'vitest';
import { KindRegistryError } from '../../src/core/createKindRegistry.ts';

/** The message with which building a registry refuses (it must throw a KindRegistryError); fails the test if it builds. */
export function refusalOf(build: () => unknown): string {
  try {
    build();
  } catch (err) {
    expect(err).toBeInstanceOf(KindRegistryError);
    return (err as Error).message;
  }
  throw new Error('expected the registry to refuse these kinds');
}
