import { DEFAULT_ANALYSIS_PERIOD } from '@core/analysis/periods';
import type { AnalysisResult } from '@core/analysis/types';
import { AnalysisLoader } from '@client/components/analysis/analysis-loader';
import { DisclaimerBanner } from '@client/components/analysis/disclaimer-banner';
import { DisclaimerDialog } from '@client/components/analysis/disclaimer-dialog';
import { AnalysisInsights } from '@client/components/analysis/insight-list';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { PageTitle } from '@client/components/ui/page-title';
import { AiStatCards } from './ai-stat-cards';
import { CriticalInsights } from './critical-insights';
import { HowItWorks } from './how-it-works';
import { PatternsSection } from './patterns-section';
import { useAnalysisDisclaimer } from './use-analysis-disclaimer';

function InsightsSection({ analysis }: { analysis: AnalysisResult }) {
  return (
    <section aria-labelledby="insights-heading" className="flex flex-col gap-3">
      <h2 id="insights-heading" className="text-xl font-semibold text-slate-900">
        AI Insights
      </h2>
      <AnalysisInsights analysis={analysis} label="AI insights" />
    </section>
  );
}

function AnalysisContent({ analysis }: { analysis: AnalysisResult }) {
  return (
    <div className="flex flex-col gap-6">
      <AiStatCards analysis={analysis} />
      {analysis.summary ? (
        <Card>
          <CardContent className="p-5 pt-5">
            <p className="text-lg text-slate-900" data-testid="analysis-summary">
              {analysis.summary}
            </p>
          </CardContent>
        </Card>
      ) : null}
      <CriticalInsights insights={analysis.insights} />
      <InsightsSection analysis={analysis} />
      <PatternsSection analysis={analysis} />
      <HowItWorks threshold={analysis.flares.threshold} />
    </div>
  );
}

/** AI Pain Pattern Analysis (spec document 2 section 2), from the user's last 3 months. */
export function AiAnalysisPage() {
  const disclaimer = useAnalysisDisclaimer();

  return (
    <div data-testid="ai-analysis-page" className="flex flex-col gap-6">
      <PageTitle
        title="AI Pain Pattern Analysis"
        subtitle="Patterns in your own entries over the last 3 months"
      />
      <DisclaimerBanner
        title="Medical disclaimer"
        action={
          <Button variant="outline" size="sm" onClick={() => disclaimer.setOpen(true)}>
            Read the full disclaimer
          </Button>
        }
      >
        These are statistics on your own entries, not a diagnosis. Talk to your clinician before
        changing any treatment.
      </DisclaimerBanner>
      <AnalysisLoader period={DEFAULT_ANALYSIS_PERIOD} what="your analysis">
        {(analysis) => <AnalysisContent analysis={analysis} />}
      </AnalysisLoader>
      <DisclaimerDialog
        open={disclaimer.open}
        onOpenChange={disclaimer.setOpen}
        onAccept={disclaimer.accept}
      />
    </div>
  );
}
