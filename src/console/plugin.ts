/**
 * The console's public surface for a kind's console module (widgets, fields, templates, preview
 * renderers, screens, pages): plugins import from here and from src/core/index.ts, never from deep
 * modules (tests/contract/pluginImports.test.ts). Loaded only with a kind's lazy console module.
 */
export { userWebAtom, rolesAtom } from './session/session.ts';
export type { UserWeb } from './session/userWeb.ts';
export type { KindPageProps } from './editor/KindPageHost.tsx';
export { useKindApi, type WriteResult } from './editor/useKindApi.ts';
export type { WireItem } from './model/wireItem.ts';
export { PhoneEmulator } from './emulator/PhoneEmulator.tsx';
export { clientColor, textOn } from './emulator/clientColor.ts';
export { EMULATOR_HEIGHT, EMULATOR_WIDTH } from './emulator/emulatorSize.ts';
export type { FieldRendererProps } from './emulator/rendererMap.ts';
export { safeUrl } from './emulator/urlSafety.ts';
export { useKindRenderers } from './emulator/useKindRenderers.ts';
export { useServices } from './http/ServicesContext.tsx';
export { serverMessage } from './http/createHttp.ts';
export { useLatestLoad, type LatestLoad } from './http/useLatestLoad.ts';
export { useT } from './i18n/IntlContext.tsx';
export { LocationWidget } from './map/LocationWidget.tsx';
export { GroupFieldError, GroupFieldLabel, HiddenGroupField, invalidProps } from './map/locationField.tsx';
export { createLocationGroups, useLocationSeat, type GroupMembers } from './map/locationGroup.ts';
export { mediaUrl } from './media/mediaUrl.ts';
export { useRegistry } from './registry/RegistryContext.tsx';
export { useCompanyTimeZone } from './rjsf/DateTimeWidget.tsx';
