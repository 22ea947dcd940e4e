import type { KindMessages } from '../../src/core/index.ts';

/** The web page's words: labels and field titles. */
export const messages: KindMessages = {
  en: {
    'kind.web_page.tab': 'Web Pages',
    'kind.web_page.item': 'Web page',
    'field.web_page.title': 'Title',
    'field.web_page.url': 'URL',
    'field.web_page.url.help': 'The page opens inside the app in an embedded view.',
    'field.web_page.thumbnail': 'Thumbnail (200x200)',
  },
  zh: {
    'kind.web_page.tab': '网页',
    'kind.web_page.item': '网页',
    'field.web_page.title': '标题',
    'field.web_page.url': '网址',
    'field.web_page.url.help': '该页面将在应用内的嵌入视图中打开。',
    'field.web_page.thumbnail': '缩略图 (200x200)',
  },
  es: {
    'kind.web_page.tab': 'Páginas web',
    'kind.web_page.item': 'Página web',
    'field.web_page.title': 'Título',
    'field.web_page.url': 'URL',
    'field.web_page.url.help': 'La página se abre dentro de la aplicación en una vista integrada.',
    'field.web_page.thumbnail': 'Miniatura (200x200)',
  },
};
