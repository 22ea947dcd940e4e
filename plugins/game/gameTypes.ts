/** One challenge of a game: its own key and the question of the bank it asks. */
export interface Challenge { id?: number; question_id: number }

/** A game (SPEC §3 "Game: id, title, image, ingress, q_as"): challenges in the order they are played. */
export interface Game extends Record<string, unknown> {
  title: string;
  image?: string;
  ingress?: string;
  q_as?: Challenge[];
}
