import { readConfig } from './config.ts';
import { startServer } from './startServer.ts';

/** Entry point of `npm start` / `npm run serve`: prints where to go and how to sign in. */
async function main() {
  const config = readConfig();
  const running = await startServer(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Tourbench listening on ${running.url}  (database: ${where})`);
  if (running.seeded) {
    for (const company of running.seeded.companies) {
      console.log(`First start: created the demo company "${company.name}" and its admin.`);
      console.log(`Sign in at ${running.url}login with e-mail ${company.email} and ` +
        (company.generatedPassword ? `the generated password ${company.generatedPassword} (shown only this once).` : 'the password from ADMIN_PASSWORD.'));
    }
  } else {
    console.log(`Sign in at ${running.url}login with your e-mail and password (npm run admin -- reset-password <email> <password> if you lost it).`);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  // Start-up failures are the operator's to fix: show the message, not a stack trace.
  console.error(`Tourbench could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
