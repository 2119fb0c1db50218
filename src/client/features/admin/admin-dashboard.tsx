import { FlaskConical, LifeBuoy, Users } from 'lucide-react';
import { PageTitle } from '@client/components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AdminStatCards } from './admin-stat-cards';
import { ResearchTab } from './research/research-tab';
import { SubscribersTab } from './subscribers-tab';
import { TicketsTab } from './tickets-tab';

/** Only rendered for admins, so nobody else ever sends an admin request from this page. */
export function AdminDashboard({ timeZone }: { timeZone: string }) {
  return (
    <div data-testid="admin-page">
      <PageTitle title="Admin Dashboard" subtitle="Manage subscriptions and customer support" />
      <AdminStatCards />
      <Tabs defaultValue="tickets" className="mt-6">
        <TabsList aria-label="Admin sections" className="lg:max-w-2xl">
          <TabsTrigger value="tickets">
            <LifeBuoy aria-hidden="true" className="size-5" />
            Support Tickets
          </TabsTrigger>
          <TabsTrigger value="subscribers">
            <Users aria-hidden="true" className="size-5" />
            Subscribers
          </TabsTrigger>
          <TabsTrigger value="research">
            <FlaskConical aria-hidden="true" className="size-5" />
            Research Studies
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tickets">
          <TicketsTab timeZone={timeZone} />
        </TabsContent>
        <TabsContent value="subscribers">
          <SubscribersTab timeZone={timeZone} />
        </TabsContent>
        <TabsContent value="research">
          <ResearchTab timeZone={timeZone} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
