import type { LucideIcon } from 'lucide-react';
import { BookOpen, ChartLine, CloudSun, Lock, PersonStanding, Pill } from 'lucide-react';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Interactive Body Chart',
    description:
      'Tap where it hurts on a body chart and record the location and intensity of your pain.',
    icon: PersonStanding,
  },
  {
    title: 'Daily Journaling',
    description:
      'Log pain levels, symptoms, sleep quality, emotional states and activities in one place.',
    icon: BookOpen,
  },
  {
    title: 'Medication Tracking',
    description:
      'Keep track of dosage, effectiveness and side effects. Your entries auto-save as you go.',
    icon: Pill,
  },
  {
    title: 'Advanced Analytics',
    description: 'See trend analysis, symptom frequency and patterns across weeks and months.',
    icon: ChartLine,
  },
  {
    title: 'Trigger Detection',
    description: 'Notice how weather, activities and food relate to the way you feel.',
    icon: CloudSun,
  },
  {
    title: 'Private & Encrypted',
    description: 'Your journal is private to your account and travels over encrypted connections.',
    icon: Lock,
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Everything you need to understand your pain
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Built for the days when energy is low: large buttons, calm screens and nothing you have to
        fill in twice.
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
