import { resolveKind, type KindApi, type KindDefinition } from '../../src/core/defineKind.ts';
import achievement from '../../plugins/achievement/index.ts';
import webPage from '../../plugins/web_page/index.ts';
import story from '../../plugins/story/index.ts';
import question from '../../plugins/question/index.ts';
import form from '../../plugins/form/index.ts';
import event from '../../plugins/event/index.ts';
import trip from '../../plugins/trip/index.ts';

/** The API mapping of a kind the API tests exercise, read from its plugin (so tests follow the mapping). */
export function kindApi(id: 'web_page' | 'achievement' | 'story' | 'question' | 'form' | 'event' | 'trip'): KindApi {
  const defs: Record<string, KindDefinition<any>> = { web_page: webPage, achievement, story, question, form, event, trip };
  return resolveKind(defs[id]).api;
}
