// @vitest-environment happy-dom
// The console's widget table imports browser code (cookies, React widgets): load it in a DOM.
import { describe, expect, it } from 'vitest';
import { uiWidgets } from '../../src/core/uiSchemaKeys.ts';
import { discoverKind, pluginFolders } from './discoverKinds.ts';

describe.each(pluginFolders())('kind %s', (folder) => {
  it('uses only widgets the console knows', async () => {
    const { KNOWN_WIDGET_NAMES } = await import('../../src/console/rjsf/widgets.ts');
    const { kind } = await discoverKind(folder);
    const unknown = uiWidgets(kind.uiSchema).filter((w) => !KNOWN_WIDGET_NAMES.includes(w));
    expect(unknown, `schemas/${folder}.ui.json`).toEqual([]);
  });
});
