import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import type { KindPageProps } from '../../src/console/plugin.ts';
import { userWebAtom } from '../../src/console/plugin.ts';
import { useT } from '../../src/console/plugin.ts';
import { mediaUrl } from '../../src/console/plugin.ts';
import { clientColor, textOn } from '../../src/console/plugin.ts';
import { EMULATOR_HEIGHT, EMULATOR_WIDTH } from '../../src/console/plugin.ts';
import '../../src/console/plugin.ts';
import type { Question } from '../question/questionTypes.ts';
import { answerPlay, gameMaxPoints, nextPlay, startPlay, type GameAnswer, type PlayState } from './gameScore.ts';
import type { Game } from './gameTypes.ts';
import { useGame, useQuestions } from './useGameData.ts';

/** The game id of `?game=42`, or null. */
export function gameIdOf(query: Readonly<Record<string, string>>): number | null {
  const raw = query.game ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * GamePlay (SPEC §2, hidden route): plays the saved game `?game=ID` in a phone frame like the preview's,
 * one challenge at a time, with a running score; nothing is stored. Scoring: gameScore.ts.
 */
export function GamePlayPage({ kind, query }: KindPageProps) {
  const t = useT();
  const id = gameIdOf(query);
  const game = useGame(kind, id);
  const challenges = game.status === 'ready' ? (game.game.q_as ?? []) : [];
  const questions = useQuestions(challenges.map((c) => c?.question_id));
  const loadingQuestions = challenges.some((c) => Number.isInteger(c?.question_id) && !questions.has(c.question_id));

  let message: ReactNode = null;
  let playable: Question[] = [];
  if (id === null) message = t('game.play.noGame');
  else if (game.status === 'loading' || loadingQuestions) message = <Loading />;
  else if (game.status === 'missing') message = t('game.play.notFound', { id });
  else if (challenges.length === 0) message = t('game.play.noChallenges');
  else {
    // A challenge whose question could not be loaded is left out (and said so at the end).
    playable = challenges.flatMap((c) => { const q = questions.get(c.question_id); return q ? [q] : []; });
    if (!playable.length) message = t('game.play.noQuestions');
  }

  return (
    <div className="game-play">
      <nav className="game-play__nav">
        <Link href={id === null ? `/${kind.route}` : `/${kind.route}?id=${id}`} className="btn btn--sm">‹ {t('game.play.back')}</Link>
      </nav>
      {message !== null || game.status !== 'ready'
        ? <PhoneFrame title={game.status === 'ready' ? game.game.title : t('kind.game.page.play')}>{typeof message === 'string' ? <Message>{message}</Message> : message}</PhoneFrame>
        : <Player key={id} game={game.game} questions={playable} skipped={challenges.length - playable.length} />}
    </div>
  );
}

function Loading() {
  const t = useT();
  return <p className="emu-muted game-message" aria-busy="true"><span className="spinner" aria-hidden="true" /> {t('app.loading')}</p>;
}

function Message({ children }: { children: ReactNode }) {
  return <p className="emu-notice game-message" role="status">{children}</p>;
}

/** The phone frame of the preview (emulator.css), with the client's header colour, and the score in the header. */
function PhoneFrame({ title, score, children }: { title: string; score?: number; children: ReactNode }) {
  const t = useT();
  const settings = useAtomValue(userWebAtom)?.user_setting;
  const detail = clientColor(settings?.detail_view_color, '#b7e4c7');
  const colours = { '--emu-detail': detail, '--emu-detail-text': textOn(detail), '--emu-list-item': clientColor(settings?.list_item_color, '#ffffff') } as CSSProperties;
  return (
    <div className="emu" style={colours}>
      <div className="emu-phone" style={{ width: EMULATOR_WIDTH, height: EMULATOR_HEIGHT }} role="region" aria-label={t('game.play.phone', { title })} data-testid="game-phone">
        <header className="emu-phone__header game-phone__header">
          <span className="game-phone__title">{title}</span>
          {score !== undefined && <span className="game-phone__score" aria-live="polite">{t('game.play.score', { score })}</span>}
        </header>
        <div className="emu-phone__screen">{children}</div>
      </div>
    </div>
  );
}

/** One play-through of the game's playable questions: intro, one challenge at a time, the final score, play again. */
function Player({ game, questions, skipped }: { game: Game; questions: readonly Question[]; skipped: number }) {
  const t = useT();
  const [play, setPlay] = useState<PlayState | null>(null);
  const max = useMemo(() => gameMaxPoints(questions), [questions]);
  const count = questions.length;
  let body: ReactNode;
  if (!play) {
    body = (
      <>
        {game.image && <figure className="emu-media"><img src={mediaUrl('image', game.image)} alt="" /></figure>}
        <h1 className="emu-title">{game.title}</h1>
        {game.ingress && <p className="emu-ingress">{game.ingress}</p>}
        <p className="emu-muted">{t('game.play.intro', { count, max })}</p>
        <button type="button" className="emu-link" onClick={() => setPlay(startPlay(count))}>{t('game.play.start')}</button>
      </>
    );
  } else if (play.done) {
    body = (
      <div className="game-final">
        <p className="game-final__label">{t('game.play.over')}</p>
        <h1 className="game-final__score">{t('game.play.final', { score: play.score, max })}</h1>
        <div className="game-final__bar" aria-hidden="true"><span style={{ width: `${max ? Math.round((play.score / max) * 100) : 0}%` }} /></div>
        {skipped > 0 && <p className="emu-muted">{t('game.play.skipped', { count: skipped })}</p>}
        <button type="button" className="emu-link" onClick={() => setPlay(startPlay(count))}>{t('game.play.again')}</button>
      </div>
    );
  } else {
    const q = questions[play.index];
    body = (
      <ChallengeView key={play.index} question={q} number={play.index + 1} count={count} state={play}
        onAnswer={(a) => setPlay((s) => (s ? answerPlay(s, q, a) : s))}
        onNext={() => setPlay((s) => (s ? nextPlay(s, count) : s))} />
    );
  }
  return <PhoneFrame title={game.title} score={play ? play.score : undefined}>{body}</PhoneFrame>;
}

/** One challenge: the question, its answers as buttons, and after answering the verdict, the explanation, the points and Next. */
function ChallengeView({ question: q, number, count, state, onAnswer, onNext }: {
  question: Question; number: number; count: number; state: PlayState;
  onAnswer(answer: GameAnswer): void; onNext(): void;
}) {
  const t = useT();
  const [picked, setPicked] = useState<readonly number[]>([]);
  const result = state.result;
  const answer = state.answer;
  const answered = result !== null;
  // One correct option asks for one answer (a new pick replaces the last); several ask for one or more.
  const corrects = (q.options ?? []).filter((o) => o.correct).length;
  const single = corrects <= 1;
  const toggle = (i: number) => setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : single ? [i] : [...p, i]));

  let answers: ReactNode = null;
  if (q.type === 'multiple_choice') {
    const mine = answer?.type === 'multiple_choice' ? answer.picked : picked;
    answers = (
      <>
        {!answered && <p className="emu-muted">{t(single ? 'game.play.pickOne' : 'game.play.pickSeveral')}</p>}
        <ul className="game-options" role="list">
          {(q.options ?? []).map((o, i) => (
            <li key={o.id ?? i}>
              <OptionButton text={o.text ?? ''} pressed={mine.includes(i)} disabled={answered}
                mark={answered ? rightOrWrong(Boolean(o.correct), mine.includes(i), t) : undefined} onClick={() => toggle(i)} />
            </li>
          ))}
        </ul>
        {!answered && <button type="button" className="emu-link" disabled={picked.length === 0} onClick={() => onAnswer({ type: 'multiple_choice', picked })}>{t('game.play.check')}</button>}
      </>
    );
  } else if (q.type === 'yes_no') {
    const mine = answer?.type === 'yes_no' ? answer.answer : undefined;
    answers = (
      <>
        {!answered && <p className="emu-muted">{t('game.play.yesNoHint')}</p>}
        <div className="game-yesno">
          {(['yes', 'no'] as const).map((v) => (
            <OptionButton key={v} text={t(`game.play.${v}`)} disabled={answered} pressed={mine === v}
              mark={answered ? rightOrWrong(q.answer === v, mine === v, t) : undefined} onClick={() => onAnswer({ type: 'yes_no', answer: v })} />
          ))}
        </div>
      </>
    );
  } else if (q.type === 'scenario') {
    const mine = answer?.type === 'scenario' ? answer.choice : undefined;
    const best = Math.max(0, ...(q.choices ?? []).map((c) => c.points ?? 0));
    answers = (
      <>
        {q.situation && <p className="emu-bubble__text game-situation">{q.situation}</p>}
        {!answered && <p className="emu-muted">{t('game.play.scenarioHint')}</p>}
        <ul className="game-options" role="list">
          {(q.choices ?? []).map((c, i) => (
            <li key={c.id ?? i}>
              <OptionButton text={c.text ?? ''} disabled={answered} pressed={mine === i}
                mark={answered ? choiceMark(c.points ?? 0, best, mine === i, t) : undefined} onClick={() => onAnswer({ type: 'scenario', choice: i })} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const outcome = answer?.type === 'scenario' ? q.choices?.[answer.choice]?.outcome : undefined;
  return (
    <>
      <p className="emu-muted game-progress">{t('game.play.progress', { number, count })}</p>
      {q.image && <figure className="emu-media"><img src={mediaUrl('image', q.image)} alt="" /></figure>}
      <h1 className="emu-title">{q.title}</h1>
      {q.ingress && <p className="emu-text">{q.ingress}</p>}
      {answers}
      {result && (
        <section className={`game-feedback game-feedback--${result.verdict}`} role="status" aria-live="polite">
          <h2 className="game-feedback__verdict">{t(`game.play.${result.verdict}`)}</h2>
          {outcome && <p className="emu-text">{outcome}</p>}
          <p className="game-feedback__points">{t('game.play.won', { points: result.points, max: result.max })}</p>
          {q.explanation && <p className="emu-text game-feedback__explanation">{q.explanation}</p>}
        </section>
      )}
      {result && (
        <button type="button" className="emu-link" onClick={onNext} autoFocus>
          {number === count ? t('game.play.finish') : t('game.play.next')}
        </button>
      )}
    </>
  );
}

/** How an answer button looks once answered: its colour and a short note. */
interface Mark { tone?: 'correct' | 'partial' | 'wrong'; note: string }

type T = (id: string, values?: Record<string, string | number>) => string;

/** An option or yes/no button once answered: the right ones green, the visitor's wrong pick red, the picks named. */
function rightOrWrong(correct: boolean, picked: boolean, t: T): Mark | undefined {
  if (correct) return { tone: 'correct', note: t(picked ? 'game.play.markYoursRight' : 'game.play.markCorrect') };
  return picked ? { tone: 'wrong', note: t('game.play.markYoursWrong') } : undefined;
}

/** A scenario choice once answered: every choice shows its points; the best is green, the visitor's pick coloured by what it won. */
function choiceMark(points: number, best: number, picked: boolean, t: T): Mark {
  const tone = points >= best ? 'correct' : picked ? (points > 0 ? 'partial' : 'wrong') : undefined;
  return { tone, note: t(picked ? 'game.play.markYoursPoints' : 'game.play.markPoints', { points }) };
}

/** An answer button: pressed while chosen; once answered, coloured and noted (see Mark). */
function OptionButton({ text, pressed, disabled, mark, onClick }: {
  text: string; pressed: boolean; disabled: boolean; mark?: Mark; onClick(): void;
}) {
  return (
    <button type="button" className={`game-option${pressed ? ' is-picked' : ''}${mark?.tone ? ` is-${mark.tone}` : ''}`} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      <span className="game-option__text">{text}</span>
      {mark && <span className="game-option__mark">{mark.note}</span>}
    </button>
  );
}
