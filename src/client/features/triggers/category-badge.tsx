import { categoryLabel, isTriggerCategory, type TriggerCategory } from '@core/trigger-categories';
import { cn } from '@client/lib/cn';

const LOOK: Record<TriggerCategory, string> = {
  weather: 'bg-sky-100 text-sky-900 ring-sky-300',
  activity: 'bg-violet-100 text-violet-900 ring-violet-300',
  food: 'bg-amber-100 text-amber-900 ring-amber-300',
  stress: 'bg-rose-100 text-rose-900 ring-rose-300',
  other: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** The category's word on its colour, so colour is never the only signal. */
export function CategoryBadge({ category }: { category: string | null }) {
  const key = isTriggerCategory(category) ? category : 'other';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1',
        LOOK[key],
      )}
    >
      <span className="sr-only">Category: </span>
      {categoryLabel(category)}
    </span>
  );
}
