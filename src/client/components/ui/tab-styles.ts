import { cn } from '@client/lib/cn';

/** The segmented look of every Radix tab list in the app (body chart views, insight tabs). */
export const tabListClass = 'grid gap-1 rounded-xl bg-slate-100 p-1';

export const tabTriggerClass = cn(
  'min-h-11 rounded-lg px-3 font-semibold text-slate-600 transition-colors',
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm',
);
