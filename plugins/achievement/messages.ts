import type { KindMessages } from '../../src/core/index.ts';

/** The fun fact's words: labels and field titles. */
export const messages: KindMessages = {
  en: {
    'kind.achievement.tab': 'Fun Facts',
    'kind.achievement.item': 'Fun fact',
    'field.achievement.title': 'Title',
    'field.achievement.text': 'Text',
    'field.achievement.image': 'Image (800x450)',
  },
  zh: {
    'kind.achievement.tab': '趣闻',
    'kind.achievement.item': '趣闻',
    'field.achievement.title': '标题',
    'field.achievement.text': '正文',
    'field.achievement.image': '图片 (800x450)',
  },
  es: {
    'kind.achievement.tab': 'Datos curiosos',
    'kind.achievement.item': 'Curiosidad',
    'field.achievement.title': 'Título',
    'field.achievement.text': 'Texto',
    'field.achievement.image': 'Imagen (800x450)',
  },
};
