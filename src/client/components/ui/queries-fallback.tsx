import type { ReactNode } from 'react';
import { upgradeRequired } from '@client/components/upgrade/upgrade-required';
import { LoadError } from './load-error';

/** What QueriesFallback reads of each query (TanStack Query's result has it). */
interface PageQuery {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

/**
 * What a page fed by several queries shows until all of them have loaded: once any has failed,
 * an error whose Retry asks again for the failed ones only; until then `skeleton`. A query the
 * plan does not include (the server's 402) shows the upgrade card with the server's message.
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
  // A 402 among the failures is what the page says: the upgrade card rather than an error.
  const refused = queries.find((query) => query.isError && upgradeRequired(query.error));
  return (
    <LoadError
      error={refused?.error}
      what={what}
      onRetry={() => {
        for (const query of queries) if (query.isError) void query.refetch();
      }}
      retrying={queries.some((query) => query.isFetching)}
    />
  );
}
