/** Form fields (provider portal, devices): 44px tall, readable text, the app's rounded inputs. */
export const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:bg-slate-100';
export const areaClass =
  'min-h-24 w-full rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900';
export const labelClass = 'font-semibold text-slate-800';
export const hintClass = 'text-sm text-slate-600';
export const errorClass = 'text-sm font-semibold text-red-700';
