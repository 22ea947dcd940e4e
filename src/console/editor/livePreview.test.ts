import { describe, expect, it } from 'vitest';
import { resolveKind } from '../../core/defineKind.ts';
import story from '../../../plugins/story/index.ts';
import { createPendingEdits } from '../rjsf/pendingEdits.ts';
import { pathOfWidgetId, withDrafts } from './livePreview.ts';

const { schema } = resolveKind(story);

describe('live preview of unreported typing', () => {
  it('reads widget ids through the schema, names with underscores included', () => {
    expect(pathOfWidgetId('story_pages_2_page_title', schema, 'story')).toEqual(['pages', 2, 'page_title']);
    expect(pathOfWidgetId('story_name', schema, 'story')).toEqual(['name']);
    expect(pathOfWidgetId('story_pages_0_text', schema, 'story')).toEqual(['pages', 0, 'text']);
    expect(pathOfWidgetId('story_nope', schema, 'story')).toBeUndefined();
    expect(pathOfWidgetId('other_name', schema, 'story')).toBeUndefined();
  });

  it('puts what each input shows into the record the preview renders, leaving the form data alone', () => {
    const record = { name: 'Walk', pages: [{ id: 1, page_title: 'Gate', text: 'Old' }] };
    const out = withDrafts(record, new Map([['story_pages_0_page_title', 'Gatehouse'], ['story_name', 'Walk'], ['story_pages_7_text', 'gone']]), schema, 'story');
    expect(out).toEqual({ name: 'Walk', pages: [{ id: 1, page_title: 'Gatehouse', text: 'Old' }] });
    expect(record.pages[0].page_title).toBe('Gate');
    // An emptied input is no value, as the form has it; agreeing inputs change nothing.
    expect(withDrafts(record, new Map([['story_pages_0_text', '']]), schema, 'story').pages).toEqual([{ id: 1, page_title: 'Gate' }]);
    expect(withDrafts(record, new Map([['story_name', 'Walk']]), schema, 'story')).toBe(record);
  });

  it('tells its listeners about each new text once, and forgets an input that is gone', () => {
    const pending = createPendingEdits();
    let told = 0;
    pending.subscribe(() => { told += 1; });
    pending.draft('story_name', 'W');
    pending.draft('story_name', 'W');
    pending.draft('story_name', 'Wa');
    expect(told).toBe(2);
    expect(pending.drafts().get('story_name')).toBe('Wa');
    pending.draft('story_name', null);
    expect(pending.drafts().size).toBe(0);
    expect(told).toBe(3);
  });
});
