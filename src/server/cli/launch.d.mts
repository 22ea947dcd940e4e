/** The current server build's folder under `root`, or undefined when there is none. */
export function currentBuild(root: string): string | undefined;
/** Why the server build under `root` cannot be run as it is (in words), or undefined when it is fresh. */
export function serverBuildStaleReason(root?: string): string | undefined;
