/** Something that can be stopped gracefully: the running server. */
export interface Stoppable {
  stop(): Promise<void>;
}

/** Hands the started server to the signal handlers; answers false when a signal already asked to stop. */
export type AttachStoppable = (running: Stoppable) => boolean;

/**
 * Installs SIGTERM (service managers, balancers) and SIGINT (Ctrl-C) handlers at once, before
 * start-up, so no signal ever meets Node's default (an instant kill that skips closing the
 * database). A signal stops the server gracefully and exits 0; one during start-up stops it as soon
 * as it is up; a second signal while stopping exits at once with 1.
 */
export function stopOnSignals(log: (line: string) => void = (line) => console.log(line)): AttachStoppable {
  let running: Stoppable | undefined;
  let requested: NodeJS.Signals | undefined;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: stopping — finishing requests in flight, then closing the database.`);
    try {
      await running!.stop();
    } catch (err) {
      log(`Tourbench did not stop cleanly: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    }
    log('Tourbench stopped.');
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) void stop(signal);
    else if (requested) process.exit(1); // twice before it is even up: the operator means it
    else requested = signal;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return (r) => {
    running = r;
    if (!requested) return true;
    void stop(requested);
    return false;
  };
}
