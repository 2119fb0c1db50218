/** A native select at the settings' size: 44px tall, full width on phones. */
export const selectClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 sm:max-w-xs';
