import { useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { fetchReviews, type ReviewEntry } from './overviewApi.ts';

/** The review queue as loaded: null until the first answer; `failed` when the call did not answer. */
export interface ReviewsLoad {
  reviews: ReviewEntry[] | null;
  failed: boolean;
}

/** Loads `GET /reviews` once on mount when `enabled` (a user who may decide reviews); asks nothing otherwise. */
export function useReviews(enabled: boolean): ReviewsLoad {
  const { http } = useServices();
  const [load, setLoad] = useState<ReviewsLoad>({ reviews: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchReviews(http).then(
      (reviews) => { if (live) setLoad({ reviews, failed: false }); },
      () => { if (live) setLoad({ reviews: null, failed: true }); },
    );
    return () => { live = false; };
  }, [http, enabled]);
  return load;
}
