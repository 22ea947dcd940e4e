import type { KindMessages } from '../../../../src/core/index.ts';

/** The tour test kind's words: labels, field titles, its rule and its endpoint's notice. */
export const messages: KindMessages = {
  en: {
    'kind.tk_tour.tab': 'Tours', 'kind.tk_tour.item': 'Tour', 'kind.tk_tour.stops': 'Stops', 'kind.tk_tour.compact': 'Compact tour',
    'field.tk_tour.title': 'Tour title', 'field.tk_tour.reason': 'Why closed', 'field.tk_tour.rating': 'Rating',
    'rule.tk_tour.reasonNeeded': 'A closed tour needs a reason',
    'tk_tour.pageRemoved': 'Page Successfully Deleted',
  },
  zh: {
    'kind.tk_tour.tab': '导览', 'kind.tk_tour.item': '导览', 'kind.tk_tour.stops': '站点', 'kind.tk_tour.compact': '简洁导览',
    'field.tk_tour.title': '导览标题', 'field.tk_tour.reason': '关闭原因', 'field.tk_tour.rating': '评分',
    'rule.tk_tour.reasonNeeded': '已关闭的导览需要填写原因',
    'tk_tour.pageRemoved': '页面已删除',
  },
  es: {
    'kind.tk_tour.tab': 'Recorridos', 'kind.tk_tour.item': 'Recorrido', 'kind.tk_tour.stops': 'Paradas', 'kind.tk_tour.compact': 'Recorrido compacto',
    'field.tk_tour.title': 'Título del recorrido', 'field.tk_tour.reason': 'Motivo del cierre', 'field.tk_tour.rating': 'Valoración',
    'rule.tk_tour.reasonNeeded': 'Un recorrido cerrado necesita un motivo',
    'tk_tour.pageRemoved': 'Página eliminada correctamente',
  },
};
