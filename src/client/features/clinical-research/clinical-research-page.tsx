import { useState } from 'react';
import { useAvailableStudies } from '@client/api/research/get-available-studies';
import { useContribution } from '@client/api/research/get-contribution';
import { useParticipations } from '@client/api/research/get-participations';
import { PageTitle } from '@client/components/ui/page-title';
import { QueriesFallback } from '@client/components/ui/queries-fallback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AvailableTab } from './available-tab';
import { EthicsNotice } from './ethics-notice';
import { researchToday } from './format';
import { ImpactTab } from './impact-tab';
import { PageActions } from './page-actions';
import { ParticipationTab } from './participation-tab';
import { ResearchDialogHost } from './research-dialog-host';
import type { ResearchDialog } from './research-dialogs';
import { ResearchSkeleton } from './research-skeleton';
import { ResearchStatCards } from './research-stat-cards';
import { useCertificate } from './use-certificate';

type Tab = 'available' | 'participation' | 'impact';

/** Clinical Research Participation (spec document 2 sections 2 to 9), the participant's side. */
export function ClinicalResearchPage() {
  const contribution = useContribution();
  const studies = useAvailableStudies();
  const participations = useParticipations();
  const certificate = useCertificate();
  const [tab, setTab] = useState<Tab>('available');
  const [dialog, setDialog] = useState<ResearchDialog | null>(null);
  const queries = [contribution, studies, participations];

  function content() {
    if (contribution.data && studies.data && participations.data) {
      const active = participations.data.filter((item) => item.status === 'active').length;
      return (
        <>
          <ResearchStatCards contribution={contribution.data} activeStudies={active} />
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Clinical research">
              <TabsTrigger value="available">Available Studies</TabsTrigger>
              <TabsTrigger value="participation">My Participation</TabsTrigger>
              <TabsTrigger value="impact">Research Impact</TabsTrigger>
            </TabsList>
            <TabsContent value="available">
              <AvailableTab studies={studies.data} open={setDialog} />
            </TabsContent>
            <TabsContent value="participation">
              <ParticipationTab
                participations={participations.data}
                today={researchToday()}
                open={setDialog}
                certificate={certificate}
                onBrowse={() => setTab('available')}
              />
            </TabsContent>
            <TabsContent value="impact">
              <ImpactTab
                contribution={contribution.data}
                participations={participations.data}
                certificate={certificate}
              />
            </TabsContent>
          </Tabs>
        </>
      );
    }
    return (
      <QueriesFallback
        queries={queries}
        what="your research studies"
        skeleton={<ResearchSkeleton />}
      />
    );
  }

  return (
    <div data-testid="clinical-research-page" className="flex flex-col gap-6">
      <PageTitle
        title="Clinical Research Participation"
        subtitle="Help research into chronic pain with the data you choose to share"
      />
      <EthicsNotice />
      <PageActions
        onImpact={() => setDialog({ kind: 'impact' })}
        onPrivacy={() => setDialog({ kind: 'privacy' })}
      />
      {content()}
      <ResearchDialogHost
        dialog={dialog}
        contribution={contribution.data}
        open={setDialog}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
