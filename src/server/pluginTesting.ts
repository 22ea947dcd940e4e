/**
 * The server internals a kind's own tests may check its declarations against (tests only; a plugin's
 * runtime code imports src/core/index.ts and src/console/plugin.ts alone).
 */
export { createAjv } from './kinds/createAjv.ts';
export { mediaTypeOf } from './routes/readKindBody.ts';
export { collectRefs } from './links/refLinks.ts';
export { takeBodyLinks } from './links/relationBody.ts';
export { SIMULATION_LIMITS } from './walk/simulationBody.ts';
