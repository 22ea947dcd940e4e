import type { Db } from './db/Db.ts';
import { AccountError } from './errors/accountError.ts';
import { createTranslationStore } from './translations/translationStore.ts';

/** A company's slug → its id and content languages (the base first); refuses an unknown slug. */
async function companyOf(db: Db, slug: string): Promise<{ id: number; languages: string[] }> {
  const row = (await db.query<{ id: number; languages: string[] | null }>(
    `select id, settings -> 'languages' as languages from companies where slug = $1`, [slug]))[0];
  if (!row) throw new AccountError(`There is no company with the slug "${slug}".`);
  return { id: row.id, languages: Array.isArray(row.languages) && row.languages.length ? row.languages : ['en'] };
}

async function setLanguages(db: Db, id: number, languages: string[]): Promise<void> {
  await db.query(`update companies set settings = jsonb_set(settings, '{languages}', $2::jsonb) where id = $1`, [id, JSON.stringify(languages)]);
}

/** Offers one more content language (a code of the languages table: en, es, zh, no). */
export async function addLanguage(db: Db, slug: string, code: string): Promise<string> {
  const company = await companyOf(db, slug);
  const known = (await db.query<{ language_code: string }>('select language_code from languages order by id')).map((r) => r.language_code);
  if (!known.includes(code)) throw new AccountError(`"${code}" is not a language this installation knows (${known.join(', ')}).`);
  if (company.languages.includes(code)) return `${slug} already offers ${code} (${company.languages.join(', ')}).`;
  await setLanguages(db, company.id, [...company.languages, code]);
  return `${slug} now offers ${[...company.languages, code].join(', ')}.`;
}

/** Stops offering a language; its translations stay until `purgeLanguage`. The base language cannot go. */
export async function removeLanguage(db: Db, slug: string, code: string): Promise<string> {
  const company = await companyOf(db, slug);
  if (company.languages[0] === code) throw new AccountError(`${code} is the base language of ${slug}: every document is written in it.`);
  if (!company.languages.includes(code)) throw new AccountError(`${slug} does not offer ${code} (${company.languages.join(', ')}).`);
  const rest = company.languages.filter((l) => l !== code);
  await setLanguages(db, company.id, rest);
  return `${slug} now offers ${rest.join(', ')}; its ${code} translations are kept until purge-language.`;
}

/** Deletes a removed language's translations for good. */
export async function purgeLanguage(db: Db, slug: string, code: string, confirm: string): Promise<string> {
  const company = await companyOf(db, slug);
  if (company.languages.includes(code)) throw new AccountError(`${slug} still offers ${code}: remove-language first.`);
  if (confirm !== '--yes') throw new AccountError(`Purging deletes every ${code} translation of ${slug} for good: add --yes.`);
  const purged = await createTranslationStore(db).purge(company.id, code);
  return `Purged ${purged} ${code} translation(s) of ${slug}.`;
}
