import { buttonVariants } from '@client/components/ui/button';
import { Logo } from '@client/components/ui/logo';

/** The signed-out header (landing page and public pages): the logo home and Sign In. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a href="/" className="flex min-h-11 items-center gap-3 rounded-xl">
          <Logo />
          <span className="flex flex-col leading-tight">
            <span className="text-xl font-bold text-slate-900">Cairn</span>
            <span className="text-xs text-slate-600">Professional Pain Management</span>
          </span>
        </a>
        {/* A full page load: sign-in is served by the API, not by the client router. */}
        <a href="/api/login" className={buttonVariants({ variant: 'outline' })}>
          Sign In
        </a>
      </div>
    </header>
  );
}
