import { defineKind } from '../../src/core/index.ts';
import { previewFields } from '../../src/core/index.ts';
import schema from '../../schemas/form.schema.json';
import uiSchema from '../../schemas/form.ui.json';
import { messages } from './messages.ts';

/**
 * A form (SPEC §2 Forms tab `form`, edit route `Forms/:id`; SPEC §7 "Forms"): a web form the visitor
 * fills in inside the app, embedded from its https:// address.
 */
export interface Form extends Record<string, unknown> {
  title: string;
  url: string;
  ingress?: string;
  thumbnail?: string;
  /** Show the form inline in the app (the preview opens the embedded page from the start). */
  is_show_form?: boolean;
}

export default defineKind<Form>({
  id: 'form',
  schema,
  uiSchema,
  labels: { tab: 'kind.form.tab', item: 'kind.form.item' },
  tab: { order: 70, name: 'Forms', edit: { path: 'Forms', name: 'FormEdit' } },
  messages,
  list: {
    // SPEC §3: forms show as list items with their page behind an eye icon.
    asListItem: { field: 'form', embeds: true },
    // SPEC §7 `POST /form-sync`: the author sets the order of the forms list.
    manualOrder: true,
    fields: ['title', 'ingress', 'thumbnail', 'url'],
    toListItem: (r) => ({ title: r.title, ingress: r.ingress, thumbnail: r.thumbnail, url: r.url }),
  },
  preview: {
    toPreview: (r, ctx) => previewFields([
      ['title', r.title],
      ['image', r.thumbnail ? ctx.mediaUrl('image', r.thumbnail) : undefined],
      ['ingress', r.ingress],
      // The form page in the sandboxed embed (the list-item renderer's EmbeddedPage), open from the
      // start when the form is shown inline (SPEC §3 preview field meta.is_show_form → meta.open).
      ['form', r.url],
    ]).map((f) => (f.field === 'form' ? { ...f, meta: { open: r.is_show_form === true } } : f)),
  },
});
