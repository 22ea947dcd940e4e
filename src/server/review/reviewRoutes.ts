import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup } from '../../core/fieldPathLabel.ts';
import { REVIEW_COMMENT_MAX, REVIEW_NOTICES, reviewPaths } from '../../core/reviewWire.ts';
import type { Right } from '../../core/roles.ts';
import type { AppEnv } from '../appEnv.ts';
import { assertRight } from '../auth/requireRight.ts';
import { refusal } from '../errors/refusal.ts';
import { STORED_BASE_VARIANT } from '../items/wireSql.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { idParam } from '../http/idParam.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { reviewQueue } from './reviewQueue.ts';
import { takeReviewStep, type ReviewStep } from './reviewStore.ts';

/** The kinds whose items can be reviewed: those an editor publishes (publishing is what ends a review). */
export function reviewableKinds(registry: KindRegistry): ResolvedKind[] {
  return registry.kinds.filter((k) => k.api.actions.includes('publish'));
}

/**
 * The review step: `GET /{x}/submit-review/{id}` (submitReview) and
 * `GET /{x}/return-review/{id}?comment=` (decideReview) for every reviewable kind, and the company's
 * queue `GET /reviews` for anyone signed in. Mount before the kinds' own `/{x}/:id` routes.
 */
export function reviewRoutes(registry: KindRegistry, writer: ItemWriter) {
  const app = new Hono<AppEnv>();
  for (const kind of reviewableKinds(registry)) {
    mountStep(app, kind, writer, 'submit', 'submitReview');
    mountStep(app, kind, writer, 'return', 'decideReview');
  }
  app.get(reviewPaths.queue, async (c) => {
    const user = c.get('user');
    const reviews = await reviewQueue(writer.store.db, registry, writer.validator, user.companyId, user.companySlug);
    return c.json({ code: 200, status: 'success', data: { reviews } });
  });
  return app;
}

/** The right checked first, before the item is looked at: a caller without it learns nothing and changes nothing. */
function requireKindRight(kind: ResolvedKind, right: Right) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const label = kindLookup(kind.messages, requestMessageLanguage(c))(kind.labels.tab) ?? kind.id;
    assertRight(c, right, { kind: kind.id }, { kindLabel: label });
    await next();
  });
}

/** `?comment=`: trimmed, empty as none; longer than REVIEW_COMMENT_MAX is a 400. */
function commentOf(c: Context<AppEnv>): string | null {
  const comment = (c.req.query('comment') ?? '').trim();
  if (comment.length > REVIEW_COMMENT_MAX) throw refusal(400, 'api.refused.review.commentTooLong', { max: REVIEW_COMMENT_MAX }, { errors: [{ field: 'comment', message: `must be at most ${REVIEW_COMMENT_MAX} characters` }] });
  return comment || null;
}

function mountStep(app: Hono<AppEnv>, kind: ResolvedKind, writer: ItemWriter, step: ReviewStep, right: Right) {
  const path = step === 'submit' ? reviewPaths.submit(kind.api, ':id') : reviewPaths.return(kind.api, ':id');
  app.get(path, requireKindRight(kind, right), async (c) => {
    const user = c.get('user');
    const itemId = idParam(c);
    const comment = step === 'return' ? commentOf(c) : null;
    const forClient = writer.validator.kindFor(kind, user.companySlug);
    const item = await takeReviewStep(writer.store.db, writer.record, {
      companyId: user.companyId, userId: user.id, kind: kind.id, itemId, baseVariant: forClient.defaultVariant ?? STORED_BASE_VARIANT,
    }, step, comment);
    return c.json({ code: 200, status: 'success', message: REVIEW_NOTICES[step], data: item });
  });
}
