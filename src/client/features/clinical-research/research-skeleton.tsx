import { Skeleton } from '@client/components/ui/skeleton';

/** While the research screen loads: four stat cards, the tabs and two study cards. */
export function ResearchSkeleton() {
  return (
    <div role="status" aria-label="Loading your research studies" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
    </div>
  );
}
