import { setPasswordCost } from '../auth/password.ts';
import { readConfig } from '../config.ts';
import { addCompany, addUser, resetPassword, setRole } from '../users/accounts.ts';
import { AccountError } from '../errors/accountError.ts';
import { addLanguage, purgeLanguage, removeLanguage } from '../companyLanguages.ts';
import { DataDirBusyError } from '../errors/dataDirBusyError.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { SchemaTooNewError } from '../errors/schemaTooNewError.ts';
import { BackupFormatError } from '../errors/backupFormatError.ts';
import { backupCommand } from '../backup/backupCommand.ts';
import { PgToolError } from '../errors/pgToolError.ts';
import { RefusedError } from '../errors/refusedError.ts';
import { restoreCommand } from '../backup/restoreCommand.ts';

const USAGE = `Usage: npm run admin -- <command>
  add-company <slug> "<name>"                 a new client company (languages: en)
  add-user <company-slug> <email> <password> [role]
                                              a user of that company: admin (the default), editor,
                                              author, translator or viewer
  set-role <email> <role> [company-slug]      gives a user another role (a company keeps one admin)
  reset-password <email> <password> [company-slug]
                                              sets a new password and signs the user out everywhere
                                              (the company only when the e-mail has an account in several)
  add-language <company-slug> <code>          offers one more content language (en, es, zh, no)
  remove-language <company-slug> <code>       stops offering it; its translations are kept
  purge-language <company-slug> <code> --yes  deletes a removed language's translations
  backup <file>                               writes the database and every media file into one archive
                                              (also while the server runs)
  restore <file> [--force]                    fills an empty DATA_DIR or database from a backup;
                                              --force replaces what is there`;

type Command = (db: Parameters<typeof addCompany>[0], args: string[]) => Promise<string>;

/** A command's argument count: exact, or [fewest, most] when the last ones are optional. */
type Arity = number | [number, number];

const COMMANDS: Record<string, { arity: Arity; run: Command }> = {
  'add-company': {
    arity: 2,
    run: async (db, [slug, name]) => {
      const c = await addCompany(db, slug, name);
      return `Created company "${c.name}" (slug ${c.slug}); its schema overrides go in schemas/clients/${c.slug}/.`;
    },
  },
  'add-user': {
    arity: [3, 4],
    run: async (db, [slug, email, password, role]) => {
      const u = await addUser(db, slug, email, password, role);
      return `Created ${u.role} ${u.email} for company ${u.companySlug}.`;
    },
  },
  'set-role': {
    arity: [2, 3],
    run: async (db, [email, role, slug]) => {
      const r = await setRole(db, email, role, slug);
      return `${r.email} is now ${r.role} (was ${r.was}); a running server applies it to their sessions within a second.`;
    },
  },
  'reset-password': {
    arity: [2, 3],
    run: async (db, [email, password, slug]) => {
      const r = await resetPassword(db, email, password, slug);
      return `Changed the password of ${r.email} and revoked ${r.revoked} session(s).`;
    },
  },
  'add-language': { arity: 2, run: (db, [slug, code]) => addLanguage(db, slug, code) },
  'remove-language': { arity: 2, run: (db, [slug, code]) => removeLanguage(db, slug, code) },
  'purge-language': { arity: 3, run: (db, [slug, code, confirm]) => purgeLanguage(db, slug, code, confirm) },
};

/** Where a command's lines go: the terminal for `npm run admin`. */
export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/** `backup` and `restore` open the database their own way (a running server, pg_dump), not in one transaction. */
async function runArchiveCommand(name: string, args: string[], env: NodeJS.ProcessEnv, out: AdminOutput): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || (name === 'backup' && force)) {
    out.error(`${name} takes one file${name === 'restore' ? ' (and --force to replace existing data)' : ''}.\n${USAGE}`);
    return 2;
  }
  try {
    out.log(name === 'backup' ? await backupCommand(readConfig(env), files[0]) : await restoreCommand(readConfig(env), files[0], force));
    return 0;
  } catch (err) {
    if (err instanceof RefusedError || err instanceof BackupFormatError || err instanceof PgToolError || err instanceof SchemaTooNewError) {
      out.error(`Refused: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

/**
 * One operator command (`npm run admin -- <command>`) against the DATA_DIR or DATABASE_URL of `env`, as the
 * server reads them; returns the exit code (0 done, 1 refused, 2 usage). Unexpected errors are thrown.
 */
export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv, out: AdminOutput): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'backup' || name === 'restore') return runArchiveCommand(name, args, env, out);
  const command = COMMANDS[name];
  const [fewest, most] = typeof command?.arity === 'number' ? [command.arity, command.arity] : command?.arity ?? [0, 0];
  if (!command || args.length < fewest || args.length > most) {
    out.error(command ? `${name} takes ${fewest === most ? fewest : `${fewest} or ${most}`} arguments.\n${USAGE}` : USAGE);
    return 2;
  }
  let database;
  try {
    const config = readConfig(env);
    setPasswordCost(config.passwordCost);
    database = await openDatabase(config, 'admin command');
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      out.error(`${err.message}\nThe server is running: stop it before using admin commands with the embedded database.`);
      return 1;
    }
    throw err;
  }
  try {
    out.log(await database.db.transaction((tx) => command.run(tx, args)));
    return 0;
  } catch (err) {
    if (err instanceof AccountError) {
      out.error(`Refused: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}
