import { useEffect } from 'react';
import { PublicFooter } from '@client/components/public/public-footer';
import { PublicHeader } from '@client/components/public/public-header';
import { buttonVariants } from '@client/components/ui/button';
import { SkipLink } from '@client/components/ui/skip-link';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

export const LANDING_TITLE = 'Cairn — Professional Pain Management Journal';

/** What signed-out visitors see on every path but the public pages (spec document 2 §2). */
export function LandingPage() {
  useEffect(() => {
    document.title = LANDING_TITLE;
  }, []);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <section aria-labelledby="cta-heading" className="bg-primary">
          <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
              Start understanding your pain today
            </h2>
            <p className="mt-3 max-w-xl text-lg text-teal-50">
              A few minutes a day builds a clear picture you can share with your doctor.
            </p>
            <a
              href="/api/login?mode=register"
              className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'mt-8' })}
            >
              Start Your Free Journal
            </a>
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
