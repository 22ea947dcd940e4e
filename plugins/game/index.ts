import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/game.schema.json';
import uiSchema from '../../schemas/game.ui.json';
import { gamePreview } from './gamePreview.ts';
import type { Game } from './gameTypes.ts';
import { messages } from './messages.ts';

export type { Game, Challenge } from './gameTypes.ts';

export default defineKind<Game>({
  id: 'game',
  schema,
  uiSchema,
  labels: { tab: 'kind.game.tab', item: 'kind.game.item' },
  tab: { order: 50, name: 'Games', edit: { path: 'Games', name: 'GamesEdit' } },
  messages,
  // SPEC §7: GET /game answers data.games.
  api: { listKey: 'games' },
  list: {
    // SPEC §3: games show as list items in the `games` field of other previews.
    asListItem: { field: 'games' },
    fields: ['title', 'ingress', 'image'],
    toListItem: (r) => ({ title: r.title, ingress: r.ingress, thumbnail: r.image }),
  },
  preview: {
    toPreview: gamePreview,
  },
  // The challenges template shows the game's total points; GamePlay (SPEC §2) plays the saved game.
  console: { templates: ['GameChallengesTemplate'], pages: [{ path: '/GamePlay', name: 'GamePlay', title: 'kind.game.page.play' }], load: () => import('./GameConsole.tsx') },
  editorLinks: [{ label: 'kind.game.play', route: 'GamePlay', query: { game: ':id' } }],
  rules: {
    publishRules: (r) => ((r.q_as ?? []).length === 0 ? [{ field: 'q_as', message: 'rule.game.challengeNeeded' }] : []),
    lint: (r) => ((r.q_as ?? []).length === 0 ? [{ at: '/q_as', message: 'rule.game.challengeNeeded' }] : []),
  },
});
