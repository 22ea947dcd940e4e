// @vitest-environment happy-dom
import { useMemo, useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { ConsoleForm } from '../editor/ConsoleForm.tsx';
import { renderInConsole } from '../relations/consoleTest.testUtil.tsx';
import { meetsShowIf } from './ConditionalFieldTemplate.tsx';
import { createPendingEdits } from './pendingEdits.ts';

afterEach(cleanup);

const schema: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', title: 'Type', enum: ['multiple_choice', 'yes_no', 'scenario'] },
    answer: { type: 'string', title: 'Correct answer', enum: ['yes', 'no'] },
    points: { type: 'integer', title: 'Points' },
  },
};
const uiSchema: UiSchema = {
  type: { 'ui:widget': 'radio' },
  answer: { 'ui:widget': 'radio', 'ui:options': { showIf: { type: 'yes_no' } } },
  points: { 'ui:options': { showIf: { type: ['multiple_choice', 'yes_no'] } } },
};

function Harness() {
  const [data, setData] = useState<Record<string, unknown>>({ type: 'multiple_choice', points: 10 });
  const pending = useMemo(createPendingEdits, []);
  return <ConsoleForm idPrefix="q" schema={schema} uiSchema={uiSchema} formData={data} pending={pending} onChange={setData} onSubmit={() => {}} />;
}

describe('fields shown only for some sibling values (ui:options.showIf)', () => {
  it('reads one value or a list of values', () => {
    expect(meetsShowIf({ type: 'yes_no' }, { type: 'yes_no' })).toBe(true);
    expect(meetsShowIf({ type: 'scenario' }, { type: ['multiple_choice', 'yes_no'] })).toBe(false);
    expect(meetsShowIf(undefined, { type: 'yes_no' })).toBe(false);
  });

  it('shows the answer only for yes/no and the points except for scenarios, following the type as it changes', async () => {
    renderInConsole(<Harness />, () => ({}));
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.getByText('Points')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'yes_no' }));
    expect(await screen.findByText('Correct answer')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'scenario' }));
    await screen.findByRole('radio', { name: 'scenario', checked: true });
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryByText('Points')).toBeNull();
  });
});
