// @vitest-environment happy-dom
// The console's widget table imports browser code (cookies, React widgets): load it in a DOM.
import { describe, expect, it } from 'vitest';
import { consolePartsMismatch } from '../../src/core/kindConsole.ts';
import { uiWidgets } from '../../src/core/uiSchemaKeys.ts';
import { discoverKind, pluginFolders } from './discoverKinds.ts';

describe.each(pluginFolders())('kind %s', (folder) => {
  it('uses only widgets the console knows or the kind brings itself', async () => {
    const { KNOWN_WIDGET_NAMES } = await import('../../src/console/rjsf/widgets.ts');
    const { kind } = await discoverKind(folder);
    const own = kind.console?.widgets ?? [];
    const unknown = uiWidgets(kind.uiSchema).filter((w) => !KNOWN_WIDGET_NAMES.includes(w) && !own.includes(w));
    expect(unknown, `schemas/${folder}.ui.json`).toEqual([]);
    expect(own.filter((w) => KNOWN_WIDGET_NAMES.includes(w)), `plugins/${folder}: console widgets shadowing the console's`).toEqual([]);
  });

  it('its console module (when it has one) exports exactly the parts it declares', async () => {
    const { kind } = await discoverKind(folder);
    if (!kind.console) return;
    const parts = (await kind.console.load()).default;
    expect(consolePartsMismatch(kind.console, parts), `plugins/${folder}`).toEqual([]);
    for (const widget of Object.values(parts.widgets ?? {})) expect(typeof widget).toBe('function');
  });
});
