import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** What QueriesFallback reads of each query (TanStack Query's result has it). */
interface PageQuery {
  isError: boolean;
  isFetching: boolean;
  refetch(): Promise<unknown>;
}

/**
 * What a page fed by several queries shows until all of them have loaded: once any has failed,
 * an error whose Retry asks again for the failed ones only; until then `skeleton`.
 */
export function QueriesFallback({
  queries,
  what,
  skeleton,
}: {
  queries: readonly PageQuery[];
  /** What failed to load, as in "We couldn't load your devices". */
  what: string;
  skeleton: ReactNode;
}) {
  if (!queries.some((query) => query.isError)) return skeleton;
  return (
    <LoadError
      what={what}
      onRetry={() => {
        for (const query of queries) if (query.isError) void query.refetch();
      }}
      retrying={queries.some((query) => query.isFetching)}
    />
  );
}
