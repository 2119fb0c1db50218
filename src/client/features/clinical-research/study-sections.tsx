import type { ReactNode } from 'react';
import {
  CATEGORY_LABELS,
  INSTITUTION_TYPE_LABELS,
  PRIVACY_LEVEL_LABELS,
} from '@core/research/constants';
import { formatRange } from '@core/report/words';
import type { ResearchStudy } from '@core/research/types';
import { Badge } from '@client/components/ui/badge';
import { FREQUENCY_LABELS, PRIVACY_EXPLANATIONS } from './labels';
import { Fact } from './study-look';

/* The parts of the study details dialog, each under its own heading. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

export function Bullets({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function StudyWho({ study }: { study: ResearchStudy }) {
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <Fact label="Principal investigator">{study.principalInvestigator}</Fact>
      <Fact label="Institution">
        {study.institution} ({INSTITUTION_TYPE_LABELS[study.institutionType]})
      </Fact>
      <Fact label="Dates">{formatRange(study.startDate, study.endDate)}</Fact>
      <Fact label="Duration">{study.duration}</Fact>
    </dl>
  );
}

export function DataRequirements({ study }: { study: ResearchStudy }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="data-requirements">
      {study.dataRequirements.map((requirement) => (
        <li
          key={requirement.category}
          className="flex flex-col gap-1 rounded-xl border border-slate-200 p-3"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              {CATEGORY_LABELS[requirement.category]}
            </span>
            <Badge variant={requirement.required ? 'secondary' : 'outline'}>
              {requirement.required ? 'Required' : 'Optional'}
            </Badge>
            <span className="text-sm text-slate-600">
              {FREQUENCY_LABELS[requirement.frequency]}
            </span>
          </div>
          {requirement.description ? (
            <p className="text-sm text-slate-700">{requirement.description}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PrivacyLevel({ study }: { study: Pick<ResearchStudy, 'privacyLevel'> }) {
  return (
    <p className="text-slate-800" data-testid="privacy-explanation">
      <span className="font-semibold">{PRIVACY_LEVEL_LABELS[study.privacyLevel]}: </span>
      {PRIVACY_EXPLANATIONS[study.privacyLevel]}
    </p>
  );
}

export function Contact({ study }: { study: ResearchStudy }) {
  const { name, email, phone } = study.contactInfo;
  return (
    <dl className="flex flex-col gap-1 text-slate-800">
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-slate-600">Name</dt>
        <dd>{name}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-slate-600">E-mail</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">
          <a
            href={`mailto:${email}`}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {email}
          </a>
        </dd>
      </div>
      {phone ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">Phone</dt>
          <dd>
            <a
              href={`tel:${phone.replace(/[^+\d]/g, '')}`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {phone}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
