import { readConfig } from './config.ts';
import { startServer } from './startServer.ts';
import { DatabaseUnavailableError } from './errors/databaseUnavailableError.ts';
import { stopOnSignals } from './stopOnSignals.ts';
import { skippedReport } from './seed/skippedSamples.ts';

/** Entry point of `npm start` / `npm run serve`: prints where to go and how to sign in. */
async function main() {
  const config = readConfig();
  // Before anything opens: a SIGTERM/SIGINT at any moment from here on stops gracefully.
  const attach = stopOnSignals();
  const running = await startServer(config);
  if (!attach(running)) return; // asked to stop while starting: stopping now, nothing to announce
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Tourbench listening on ${running.url}  (database: ${where})`);
  if (running.seeded) {
    for (const company of running.seeded.companies) {
      console.log(`First start: created the demo company "${company.name}" and its admin${company.team.length ? ` and a user of every other role` : ''}.`);
      console.log(`Sign in at ${running.url}login with e-mail ${company.email} and ` +
        (company.generatedPassword ? `the generated password ${company.generatedPassword} (shown only this once).` : 'the password from ADMIN_PASSWORD.'));
      const width = Math.max(0, ...company.team.map((m) => m.email.length));
      for (const member of company.team) {
        console.log(`  ${member.role.padEnd(10)} ${member.email.padEnd(width)}  ` +
          (member.generatedPassword ? `password ${member.generatedPassword} (shown only this once)` : 'password from ADMIN_PASSWORD'));
      }
      for (const line of skippedReport(company.name, company.skipped)) console.log(line);
    }
  } else {
    console.log(`Sign in at ${running.url}login with your e-mail and password (npm run admin -- reset-password <email> <password> if you lost it).`);
  }
}

// A database outage must not end the process, even from work nobody awaits; every other unhandled
// rejection is a bug and still ends it, with its stack. The outage itself is logged once by the database layer.
process.on('unhandledRejection', (err) => {
  if (err instanceof DatabaseUnavailableError || (err as { cause?: unknown } | undefined)?.cause instanceof DatabaseUnavailableError) return;
  throw err;
});

main().catch((err) => {
  // Start-up failures are the operator's to fix: show the message, not a stack trace.
  console.error(`Tourbench could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
