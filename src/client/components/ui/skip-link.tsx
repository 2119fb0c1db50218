/** The first stop for keyboard users: jumps past the header and navigation to `<main id="main">`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-xl focus:bg-white focus:px-5 focus:font-semibold focus:text-primary focus:shadow-lg"
    >
      Skip to content
    </a>
  );
}
