import { describeUnavailable } from './databaseUnavailable.ts';

/** Remembers whether the database answers, so an outage is logged once when it starts and once when it ends. */
export interface Reachability {
  /** A connection failure was seen. */
  failed(err: unknown): void;
  /** A query was answered. */
  answered(): void;
  readonly down: boolean;
}

/** One line per change of state, not one per failed request: an outage must not flood the log. */
export function createReachability(name: string, log: (line: string) => void = (line) => console.error(line)): Reachability {
  let downSince: number | undefined;
  return {
    failed(err) {
      if (downSince !== undefined) return;
      downSince = Date.now();
      log(`[${new Date().toISOString()}] ${name} is not reachable: ${describeUnavailable(err)}. Answering 503 until it is back; reconnecting on the next request.`);
    },
    answered() {
      if (downSince === undefined) return;
      const seconds = ((Date.now() - downSince) / 1000).toFixed(1);
      downSince = undefined;
      log(`[${new Date().toISOString()}] ${name} is reachable again (after ${seconds} s).`);
    },
    get down() { return downSince !== undefined; },
  };
}
