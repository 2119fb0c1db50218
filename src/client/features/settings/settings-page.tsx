import { PageTitle } from '@client/components/ui/page-title';
import { AboutCard } from './about-card';
import { AppearanceCard } from './appearance-card';
import { DataPrivacyCard } from './data-privacy-card';
import { JournalSettingsCard } from './journal-settings-card';
import { LegalCard } from './legal-card';
import { PlanSection } from './plan-section';
import { RemindersCard } from './reminders-card';
import { WeatherCard } from './weather-card';

export function SettingsPage() {
  return (
    <div data-testid="settings-page" className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageTitle title="Settings" />
      <RemindersCard />
      <AppearanceCard />
      <JournalSettingsCard />
      <WeatherCard />
      <PlanSection />
      <DataPrivacyCard />
      <LegalCard />
      <AboutCard />
    </div>
  );
}
