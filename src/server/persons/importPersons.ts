import Papa from 'papaparse';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validationMessage, type SayMessage } from '../../core/validationMessage.ts';
import type { Db } from '../db/Db.ts';
import { consoleWords, type UiLanguage } from '../i18n/ruleMessages.ts';

/** One refused CSV row: its line number in the file and why. */
export interface RefusedRow {
  line: number;
  message: string;
}

/** What an import did. */
export interface ImportReport {
  imported: number;
  refused: RefusedRow[];
}

/** Header spellings people actually use (`x-csv-headers` of the person schema's properties), mapped to the property. */
function headerAliases(schema: unknown): Record<string, string> {
  const properties = (schema as { properties?: Record<string, { 'x-csv-headers'?: string[] }> })?.properties ?? {};
  return Object.fromEntries(Object.entries(properties).flatMap(([key, p]) => [key, ...(p['x-csv-headers'] ?? [])].map((h) => [h.toLowerCase(), key])));
}

/** Why a row failed the person schema, as a sentence naming the column by its label (`import.field.*`) in the language. */
function rowProblem(e: ErrorObject, say: SayMessage): string {
  const field = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.instancePath.slice(1);
  const own = `import.field.${field}.${e.keyword}`;
  const text = say(own, {});
  return text !== own ? text : validationMessage(e, say(`import.field.${field}`, {}), say);
}

/** A CSV reader's complaint about a row (its code), in the language. */
function parseProblem(code: string, say: SayMessage): string {
  if (code === 'TooFewFields' || code === 'TooManyFields') return say(`import.refused.${code}`, {});
  return say(code === 'MissingQuotes' || code === 'InvalidQuotes' ? 'import.refused.quotes' : 'import.refused.unreadable', {});
}

/** Largest number of data rows one import takes. */
export const MAX_IMPORT_ROWS = 10000;

/**
 * Parses a CSV of persons (columns matched by header), validates every row against the person
 * schema and stores the good ones; refused rows are reported with their line and reason, in `lang`.
 */
export async function importPersons(db: Db, companyId: number, csv: string, validate: ValidateFunction, lang: UiLanguage = 'en'): Promise<ImportReport | { error: string }> {
  const say = consoleWords(lang);
  const aliases = headerAliases(validate.schema);
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => aliases[h.trim().toLowerCase()] ?? h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('name') || !fields.includes('email')) {
    return { error: say('import.error.header', {}) };
  }
  if (parsed.data.length > MAX_IMPORT_ROWS) return { error: say('import.error.tooManyRows', { max: MAX_IMPORT_ROWS }) };
  const refused: RefusedRow[] = parsed.errors.filter((e) => e.row !== undefined).map((e) => ({ line: e.row! + 2, message: parseProblem(e.code, say) }));
  const badRows = new Set(parsed.errors.map((e) => e.row));
  const seen = new Set<string>();
  let imported = 0;
  await db.transaction(async (tx) => {
    for (const [i, raw] of parsed.data.entries()) {
      const line = i + 2;
      if (badRows.has(i)) continue;
      const person: Record<string, string> = {};
      for (const key of ['name', 'email', 'phone']) if (raw[key]?.trim()) person[key] = raw[key].trim();
      if (!validate(person)) {
        refused.push({ line, message: rowProblem(validate.errors![0], say) });
        continue;
      }
      const email = person.email.toLowerCase();
      if (seen.has(email)) { refused.push({ line, message: say('import.refused.twice', { email: person.email }) }); continue; }
      seen.add(email);
      const inserted = await tx.query(
        `insert into persons (company_id, name, email, phone) values ($1, $2, $3, $4)
         on conflict (company_id, lower(email)) do nothing returning id`,
        [companyId, person.name, person.email, person.phone ?? ''],
      );
      if (inserted.length) imported++;
      else refused.push({ line, message: say('import.refused.registered', { email: person.email }) });
    }
  });
  refused.sort((a, b) => a.line - b.line);
  return { imported, refused };
}
