import { useCallback } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import type { OpenApiDocument } from './openApiModel.ts';

/** The server's OpenAPI document (`GET /api/openapi.json`, the staff session's client's schemas), loaded once per visit. */
export function useOpenApiDocument() {
  const { http } = useServices();
  const load = useCallback(() => http<OpenApiDocument>('/openapi.json'), [http]);
  return useLatestLoad<OpenApiDocument | null>(load, null);
}
