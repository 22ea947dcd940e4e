import { runAdminCommand } from './runAdminCommand.ts';

// `npm run admin -- <command>`: the command's lines on the terminal, its result as the exit code.
runAdminCommand(process.argv.slice(2), process.env, console).then((code) => process.exit(code), (err) => {
  console.error(`Failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
