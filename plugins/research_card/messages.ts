import type { KindMessages } from '../../src/core/index.ts';

/** The research card's words: labels, field titles and help, and the preview's "Source:" and "Credit:" lines. */
export const messages: KindMessages = {
  en: {
    'kind.research_card.tab': 'Research cards',
    'kind.research_card.item': 'Research card',
    'field.research_card.title': 'Title',
    'field.research_card.text': 'Text',
    'field.research_card.image': 'Image (800x450)',
    'field.research_card.source': 'Source',
    'field.research_card.source.help': 'A book, an archive or a web address the card is based on.',
    'field.research_card.credit': 'Credit',
    'field.research_card.credit.help': 'Who made the image or did the research.',
    'research_card.preview.source': 'Source: {value}',
    'research_card.preview.credit': 'Credit: {value}',
  },
  zh: {
    'kind.research_card.tab': '研究卡片',
    'kind.research_card.item': '研究卡片',
    'field.research_card.title': '标题',
    'field.research_card.text': '正文',
    'field.research_card.image': '图片 (800x450)',
    'field.research_card.source': '来源',
    'field.research_card.source.help': '卡片所依据的书籍、档案或网址。',
    'field.research_card.credit': '署名',
    'field.research_card.credit.help': '图片的作者或研究者。',
    'research_card.preview.source': '来源：{value}',
    'research_card.preview.credit': '署名：{value}',
  },
  es: {
    'kind.research_card.tab': 'Fichas de investigación',
    'kind.research_card.item': 'Ficha de investigación',
    'field.research_card.title': 'Título',
    'field.research_card.text': 'Texto',
    'field.research_card.image': 'Imagen (800x450)',
    'field.research_card.source': 'Fuente',
    'field.research_card.source.help': 'Un libro, un archivo o una dirección web en la que se basa la ficha.',
    'field.research_card.credit': 'Créditos',
    'field.research_card.credit.help': 'Quién hizo la imagen o la investigación.',
    'research_card.preview.source': 'Fuente: {value}',
    'research_card.preview.credit': 'Créditos: {value}',
  },
};
