import { useState } from 'react';
import { DEFAULT_ANALYSIS_PERIOD, type AnalysisPeriod } from '@core/analysis/periods';
import type { AnalysisResult } from '@core/analysis/types';
import { AnalysisLoader } from '@client/components/analysis/analysis-loader';
import { DisclaimerBanner } from '@client/components/analysis/disclaimer-banner';
import { AnalysisInsights } from '@client/components/analysis/insight-list';
import { PageTitle } from '@client/components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AdvancedStatCards } from './advanced-stat-cards';
import { CorrelationsTab } from './correlations-tab';
import { ExportButton } from './export-button';
import { OverviewTab } from './overview-tab';
import { PatternsTab } from './patterns-tab';
import { PeriodSelect } from './period-select';
import { PredictionsTab } from './predictions-tab';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'correlations', label: 'Correlations' },
  { value: 'patterns', label: 'Patterns' },
  { value: 'predictions', label: 'Predictions' },
  { value: 'insights', label: 'Insights' },
] as const;

function Dashboard({
  analysis,
  tab,
  onTab,
}: {
  analysis: AnalysisResult;
  tab: string;
  onTab(tab: string): void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <AdvancedStatCards analysis={analysis} />
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList aria-label="Analytics sections" className="flex-wrap">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="correlations">
          <CorrelationsTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="patterns">
          <PatternsTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="predictions">
          <PredictionsTab />
        </TabsContent>
        <TabsContent value="insights">
          <AnalysisInsights analysis={analysis} label="Insights" />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Advanced Analytics Dashboard (spec document 2 section 2), for the period the user picks. */
export function AdvancedAnalyticsPage() {
  const [period, setPeriod] = useState<AnalysisPeriod>(DEFAULT_ANALYSIS_PERIOD);
  const [tab, setTab] = useState<string>('overview');

  return (
    <div data-testid="advanced-analytics-page" className="flex flex-col gap-6">
      <PageTitle
        title="Advanced Analytics Dashboard"
        subtitle="How your pain moves, and what moves with it"
      />
      <DisclaimerBanner title="About these figures">
        They are statistics on your own entries for the period you choose. When a factor and your
        pain move together, that does not prove one causes the other, and none of this is a
        diagnosis. Talk to your clinician before changing treatment.
      </DisclaimerBanner>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSelect value={period} onChange={setPeriod} />
        <ExportButton period={period} />
      </div>
      <AnalysisLoader period={period} what="your analytics">
        {(analysis) => <Dashboard analysis={analysis} tab={tab} onTab={setTab} />}
      </AnalysisLoader>
    </div>
  );
}
