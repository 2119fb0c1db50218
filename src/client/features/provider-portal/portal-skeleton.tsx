import { Skeleton } from '@client/components/ui/skeleton';

/** While the portal loads: four stat cards, the tabs and two cards. */
export function PortalSkeleton() {
  return (
    <div role="status" aria-label="Loading your provider portal" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
