import { ArrowDown } from 'lucide-react';
import { Button, buttonVariants } from '@client/components/ui/button';

function showFeatures() {
  const section = document.getElementById('features');
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard and screen-reader focus along with the view.
  section.focus({ preventScroll: true });
}

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-primary-soft to-canvas"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary ring-1 ring-primary-muted">
            A private journal for chronic pain
          </p>
          <h1
            id="hero-heading"
            className="text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            Track your pain. Understand your patterns. Feel more in control.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            Cairn helps you keep track of pain, symptoms, medications and emotional states in a few
            minutes a day, so you and your care team can see what helps and what makes things worse.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/api/login?mode=register" className={buttonVariants({ size: 'lg' })}>
              Get Started Free
            </a>
            <Button variant="outline" size="lg" onClick={showFeatures}>
              Learn More
              <ArrowDown aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-600">Free to start. No card needed.</p>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A calm picture of a cairn by the water: decoration only. */
function HeroArt() {
  return (
    <svg
      viewBox="0 0 320 260"
      aria-hidden="true"
      focusable="false"
      className="mx-auto hidden w-full max-w-sm rounded-[2rem] bg-white shadow-sm ring-1 ring-primary-muted sm:block"
    >
      <circle cx="228" cy="70" r="38" fill="#fde68a" opacity="0.7" />
      <path d="M0 212 Q80 192 160 208 T320 204 V260 H0 Z" fill="#ccfbf1" />
      <path d="M0 228 Q90 214 170 226 T320 222 V260 H0 Z" fill="#99f6e4" opacity="0.6" />
      <ellipse cx="150" cy="200" rx="78" ry="20" fill="#0f766e" />
      <ellipse cx="150" cy="164" rx="60" ry="19" fill="#14b8a6" />
      <ellipse cx="150" cy="132" rx="44" ry="16" fill="#5eead4" />
      <ellipse cx="150" cy="105" rx="30" ry="13" fill="#99f6e4" />
      <ellipse cx="150" cy="83" rx="17" ry="10" fill="#f0fdfa" stroke="#5eead4" strokeWidth="2" />
    </svg>
  );
}
