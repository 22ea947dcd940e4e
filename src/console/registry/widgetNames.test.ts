// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CONSOLE_WIDGETS, KNOWN_WIDGET_NAMES as FROM_WIDGETS } from '../rjsf/widgets.ts';
import { CONSOLE_WIDGET_NAMES, KNOWN_WIDGET_NAMES } from './widgetNames.ts';

describe('light widget names', () => {
  it('name exactly the console widgets the editor registers', () => {
    expect([...CONSOLE_WIDGET_NAMES].sort()).toEqual(Object.keys(CONSOLE_WIDGETS).sort());
    expect([...KNOWN_WIDGET_NAMES].sort()).toEqual([...FROM_WIDGETS].sort());
  });
});
