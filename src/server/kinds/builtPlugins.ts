/** One kind folder as the server build compiled it in: its modules, fixtures only on demand (a first start's seed). */
export interface BuiltPlugin {
  index: unknown;
  server?: unknown;
  fixtures?: () => Promise<unknown>;
}

/** The kinds compiled into the server build (src/build/buildServer.ts), for the root they were found under. */
export interface BuiltPlugins {
  rootDir: string;
  folders: Record<string, BuiltPlugin>;
}

let built: BuiltPlugins | undefined;

/** Called once by the server build's entry, before the server starts: the compiled server has no TypeScript loader to import `plugins/<id>/index.ts` with. */
export function provideBuiltPlugins(plugins: BuiltPlugins): void {
  built = plugins;
}

/** The compiled-in kinds when running from the server build and `rootDir` is the one it was built from; otherwise undefined (import the sources). */
export function builtPluginsFor(rootDir: string): BuiltPlugins['folders'] | undefined {
  return built && built.rootDir === rootDir ? built.folders : undefined;
}
