import { expect } from 'vitest';
import type { ApiResponse } from './api.ts';

/** The body of an answer that must have this status (200 unless said), failing the test with the body otherwise. */
export async function answered(call: Promise<ApiResponse>, status = 200): Promise<any> {
  const res = await call;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** The body of a refusal with this status, which must carry a non-empty `message` (the API's error shape). */
export async function refusedWith(call: Promise<ApiResponse>, status: number): Promise<any> {
  const res = await call;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toMatch(/\S/);
  return res.body;
}
