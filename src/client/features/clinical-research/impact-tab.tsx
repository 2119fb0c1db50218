import { Award, BookOpen } from 'lucide-react';
import type { ResearchContribution, ResearchParticipation } from '@core/research/types';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { EmptyState } from './empty-state';
import { formatCount, formatDay } from './format';
import { MonthlyChart } from './monthly-chart';
import { Fact } from './study-look';
import type { useCertificate } from './use-certificate';

function Totals({ contribution }: { contribution: ResearchContribution }) {
  return (
    <dl
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
      data-testid="impact-totals"
    >
      <Fact label="Studies participated">{formatCount(contribution.totalStudiesParticipated)}</Fact>
      <Fact label="Data points">{formatCount(contribution.totalDataPointsContributed)}</Fact>
      <Fact label="Publications contributed">
        {formatCount(contribution.publicationsContributed)}
      </Fact>
      <Fact label="Certifications earned">{formatCount(contribution.certificationsEarned)}</Fact>
      <Fact label="Impact score">{contribution.researchImpactScore}/100</Fact>
    </dl>
  );
}

/** Research Impact: the totals, contributions by month, certificates and publications. */
export function ImpactTab({
  contribution,
  participations,
  certificate,
}: {
  contribution: ResearchContribution;
  participations: ResearchParticipation[];
  certificate: ReturnType<typeof useCertificate>;
}) {
  if (
    contribution.totalStudiesParticipated === 0 &&
    contribution.totalDataPointsContributed === 0
  ) {
    return (
      <EmptyState title="No contributions yet">
        <p>
          When you take part in a study, what you contribute each month, your certificates and the
          publications your data helped with appear here.
        </p>
      </EmptyState>
    );
  }
  const byId = new Map(participations.map((item) => [item.id, item]));
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="impact-totals-heading" className="flex flex-col gap-3">
        <h2 id="impact-totals-heading" className="text-xl font-semibold text-slate-900">
          Your contribution
        </h2>
        <Totals contribution={contribution} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Contributions by month</CardTitle>
        </CardHeader>
        <CardContent>
          <MonthlyChart months={contribution.monthly} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Certifications</CardTitle>
        </CardHeader>
        <CardContent>
          {contribution.certifications.length === 0 ? (
            <p className="text-slate-700">
              A certificate is yours when a study you take part in is completed.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="certifications">
              {contribution.certifications.map((item) => {
                const participation = byId.get(item.participationId);
                return (
                  <li
                    key={item.participationId}
                    className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex min-w-0 items-start gap-2">
                      <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                      <div className="min-w-0">
                        <p className="font-semibold break-words text-slate-900">
                          {item.studyTitle}
                        </p>
                        <p className="text-sm text-slate-600">
                          {item.institution} · Completed {formatDay(item.completedAt)}
                        </p>
                      </div>
                    </div>
                    {participation ? (
                      <Button
                        variant="outline"
                        size="sm"
                        className="shrink-0"
                        aria-label={`Certificate for ${item.studyTitle}`}
                        disabled={certificate.busy === participation.id}
                        onClick={() => certificate.download(participation)}
                      >
                        Certificate
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Publications</CardTitle>
        </CardHeader>
        <CardContent>
          {contribution.publications.length === 0 ? (
            <p className="text-slate-700">
              No publications yet. Studies list them here when results that used your data are
              published.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="publications">
              {contribution.publications.map((item) => (
                <li key={`${item.studyTitle}-${item.citation}`} className="flex items-start gap-2">
                  <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div className="min-w-0">
                    <p className="break-words text-slate-900">{item.citation}</p>
                    <p className="text-sm text-slate-600">From {item.studyTitle}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
