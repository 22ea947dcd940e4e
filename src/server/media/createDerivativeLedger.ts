import { pictureVersion } from '../../core/pictures.ts';
import type { Db } from '../db/Db.ts';
import type { MediaStore } from './MediaStore.ts';
import { readMediaRow, settingsOf } from './mediaRows.ts';
import { derivativesOverBound, recordDerivatives, type DerivativeRecord } from './derivativeRows.ts';
import { dropDerivatives } from './dropDerivatives.ts';

/**
 * Default bound of one company's stored derivatives (MEDIA_DERIVED_MB): every width, format and shape of
 * 45 to 470 phone photos (1.1 to 11.4 MB of derivatives each), or the one or two widths phones really ask of thousands.
 */
export const DEFAULT_DERIVED_MB = 512;

/** Served derivatives remembered before their last use is written without waiting for the next one made. */
const MAX_PENDING_USES = 1000;

/** Keeps the accounts of the stored picture derivatives: what each company holds and what it last used. */
export interface DerivativeLedger {
  /** A stored derivative was served: remembered here, written with the next one made (no database write per picture served). */
  used(record: DerivativeRecord): void;
  /**
   * A derivative was made and stored: recorded; deleted again when its picture's crop changed while it
   * was being made; then the company's least recently used derivatives past the bound are deleted.
   */
  made(record: DerivativeRecord): Promise<void>;
}

/**
 * The ledger of one app, over `maxBytes` per company. Uses are written when the next derivative is
 * made — the only moment the bound can be passed — so the order the bound goes by is current then.
 * A failure here costs storage, never the answer: it is logged and the picture is served.
 */
export function createDerivativeLedger(db: Db, store: MediaStore, maxBytes: number): DerivativeLedger {
  let pending = new Map<string, DerivativeRecord>();
  const flush = async () => {
    const uses = [...pending.values()];
    pending = new Map();
    await recordDerivatives(db, uses);
  };
  const logged = (err: Error) => console.error(`picture derivatives: bookkeeping failed: ${err.message}`);

  return {
    used(record) {
      pending.set(record.name, record);
      if (pending.size >= MAX_PENDING_USES) flush().catch(logged);
    },
    async made(record) {
      // Lost uses cost only the order of the next eviction: they must not keep this derivative unrecorded.
      await flush().catch(logged);
      try {
        await recordDerivatives(db, [record]);
        const row = await readMediaRow(db, record.companyId, record.file);
        // Made for a version a crop change has just replaced: nothing will ask for it again.
        if (!row || pictureVersion(settingsOf(row)) !== record.version) await dropDerivatives(db, store, [record.name]);
        await dropDerivatives(db, store, await derivativesOverBound(db, record.companyId, maxBytes, record.name));
      } catch (err) {
        logged(err as Error);
      }
    },
  };
}
