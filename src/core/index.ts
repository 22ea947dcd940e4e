/**
 * Core's public surface for plugins: the kind contract, preview field records, fixtures helpers,
 * geometry, dates, trigger zones and server parts. Plugins import from here, never from deep modules
 * (tests/contract/pluginImports.test.ts); everything here is isomorphic (no React, no Node).
 */
export * from './defineKind.ts';
export * from './previewField.ts';
export * from './kindConsole.ts';
export * from './kindServer.ts';
export * from './kindEndpoints.ts';
export * from './relations.ts';
export * from './jsonSchema.ts';
export * from './fixtureRef.ts';
export * from './fixtureLinks.ts';
export * from './fixtureTranslations.ts';
export * from './geo.ts';
export * from './zonedTime.ts';
export * from './walk/triggerZone.ts';
export * from './visitorState.ts';
