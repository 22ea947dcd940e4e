import type { KindMessages } from '../../src/core/index.ts';

/** Where the older station screen words a field otherwise than the newer one (SPEC §2, §5): over the kind's messages. */
export const legacyMessages: KindMessages = {
  en: {
    'field.station.range': 'Range (DB)',
    'field.station.range.required': 'Range is required',
  },
  zh: {
    'field.station.range': '范围 (DB)',
    'field.station.range.required': '范围为必填项',
  },
  es: {
    'field.station.range': 'Alcance (DB)',
    'field.station.range.required': 'El alcance es obligatorio',
  },
};
