/** Below `lg`: the product name and tagline, under the compact header. */
export function MobileTopBar() {
  return (
    <div className="border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
      <p className="text-lg leading-tight font-bold text-slate-900">Cairn</p>
      <p className="text-sm leading-tight text-slate-600">Professional Pain Management</p>
    </div>
  );
}
