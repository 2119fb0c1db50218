/**
 * Below `lg`: the product name and tagline, under the compact header, for the eyes only. The
 * banner's home link already carries the same words for a screen reader (visually hidden there
 * at this width), so the bar is hidden from assistive technology: read twice otherwise, and as
 * text outside every landmark. It stays outside the sticky header so that it scrolls away.
 */
export function MobileTopBar() {
  return (
    <div aria-hidden="true" className="border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
      <p className="text-lg leading-tight font-bold text-slate-900">Cairn</p>
      <p className="text-sm leading-tight text-slate-600">Professional Pain Management</p>
    </div>
  );
}
