/** Shared looks for the medication dialogs' fields (44px tall, readable text). */
export const fieldClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900';
export const areaClass =
  'w-full rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900';
export const labelClass = 'font-medium text-slate-800';
