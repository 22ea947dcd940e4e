import type { KindMessages } from '../../src/core/index.ts';

/** The form's words: labels, field titles and its per-field failure messages. */
export const messages: KindMessages = {
  en: {
    'kind.form.tab': 'Forms',
    'kind.form.item': 'Form',
    'field.form.title': 'Title',
    'field.form.title.required': 'Title is required',
    'field.form.ingress': 'Ingress',
    'field.form.thumbnail': 'Thumbnail (200x200)',
    'field.form.url': 'Form URL',
    'field.form.url.help': 'The form opens inside the app in an embedded view. Only https:// addresses can be embedded.',
    'field.form.url.required': 'The form URL is required',
    'field.form.url.pattern': 'Only https:// addresses can be embedded',
    'field.form.is_show_form': 'Show the form inline in the app',
  },
  zh: {
    'kind.form.tab': '表单',
    'kind.form.item': '表单',
    'field.form.title': '标题',
    'field.form.title.required': '标题为必填项',
    'field.form.ingress': '导语',
    'field.form.thumbnail': '缩略图 (200x200)',
    'field.form.url': '表单网址',
    'field.form.url.help': '该表单将在应用内的嵌入视图中打开。只能嵌入 https:// 地址。',
    'field.form.url.required': '表单网址为必填项',
    'field.form.url.pattern': '只能嵌入 https:// 地址',
    'field.form.is_show_form': '在应用中直接显示表单',
  },
  es: {
    'kind.form.tab': 'Formularios',
    'kind.form.item': 'Formulario',
    'field.form.title': 'Título',
    'field.form.title.required': 'El título es obligatorio',
    'field.form.ingress': 'Entradilla',
    'field.form.thumbnail': 'Miniatura (200x200)',
    'field.form.url': 'URL del formulario',
    'field.form.url.help': 'El formulario se abre dentro de la aplicación en una vista integrada. Solo se pueden integrar direcciones https://.',
    'field.form.url.required': 'La URL del formulario es obligatoria',
    'field.form.url.pattern': 'Solo se pueden integrar direcciones https://',
    'field.form.is_show_form': 'Mostrar el formulario dentro de la aplicación',
  },
};
