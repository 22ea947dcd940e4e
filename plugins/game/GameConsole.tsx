import type { KindConsoleParts } from '../../src/core/index.ts';
import { GameChallengesTemplate } from './GameChallengesTemplate.tsx';
import { GamePlayPage } from './GamePlayPage.tsx';
import './game.css';

/**
 * The game's console parts, loaded lazily with its screen or its page: the challenges template with the
 * game's total points (schemas/game.ui.json names it), and the GamePlay page (the Play button opens it).
 */
const parts: KindConsoleParts = {
  templates: { GameChallengesTemplate },
  pages: { GamePlay: GamePlayPage },
};
export default parts;
