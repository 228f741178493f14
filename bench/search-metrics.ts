/** Ranking metrics of the search benchmark, per query type and overall. */
import { QUERY_TYPES, type QueryType } from './search-queries.ts';

export interface QueryOutcome {
  type: QueryType;
  /** 1-based rank of the first hit that answers the query; undefined when none of the hits does. */
  rank: number | undefined;
  /** The engine found nothing at all. */
  zeroResults: boolean;
}

export interface Metrics {
  queries: number;
  mrrAt10: number;
  successAt1: number;
  successAt5: number;
  zeroResultRate: number;
}

export function metrics(outcomes: readonly QueryOutcome[]): Metrics {
  const count = outcomes.length;
  const share = (test: (outcome: QueryOutcome) => boolean) => (count === 0 ? 0 : outcomes.filter(test).length / count);
  const reciprocal = outcomes.reduce((sum, { rank }) => sum + (rank !== undefined && rank <= 10 ? 1 / rank : 0), 0);
  return {
    queries: count,
    mrrAt10: count === 0 ? 0 : reciprocal / count,
    successAt1: share(({ rank }) => rank === 1),
    successAt5: share(({ rank }) => rank !== undefined && rank <= 5),
    zeroResultRate: share(({ zeroResults }) => zeroResults),
  };
}

export function metricsByType(outcomes: readonly QueryOutcome[]): Array<{ type: QueryType | 'overall'; metrics: Metrics }> {
  return [...QUERY_TYPES.map((type) => ({ type, metrics: metrics(outcomes.filter((outcome) => outcome.type === type)) })), { type: 'overall' as const, metrics: metrics(outcomes) }];
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
