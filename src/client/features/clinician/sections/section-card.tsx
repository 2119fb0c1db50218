import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ClinicianApiError } from '../api/clinician-request';

/** One of the patient's live views: its heading, what it rests on, then its content. */
export function SectionCard({
  id,
  title,
  basis,
  children,
}: {
  id: string;
  title: string;
  /** "Mar 1, 2026 to May 29, 2026 · 90 days, 61 with entries". */
  basis?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} className="print:hidden">
      <CardHeader>
        <CardTitle id={`${id}-heading`}>{title}</CardTitle>
        {basis ? <p className="text-sm text-slate-600">{basis}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** The section's data, or while loading a placeholder, or the reason it could not load. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, Error>;
  children(data: T): ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const message =
      query.error instanceof ClinicianApiError
        ? query.error.serverMessage
        : 'This could not be loaded. Please check your connection and reload the page.';
    return <p className="text-base text-slate-700">{message}</p>;
  }
  return <>{children(query.data)}</>;
}
