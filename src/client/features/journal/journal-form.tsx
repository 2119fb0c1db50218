import { Settings } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { TAG_MAX_LENGTH, TAGS_MAX } from '@core/journal-limits';
import { JOURNAL_QUOTES, pickOne, REFLECTION_PROMPTS } from '@core/journal-content';
import { DEFAULT_SETTINGS } from '@core/settings';
import { weatherSummary, type TemperatureUnit } from '@core/weather';
import { buttonVariants } from '@client/components/ui/button';
import { WeeklyCheckInCard } from '@client/features/peg/weekly-check-in-card';
import { BodyChart } from './body-chart/body-chart';
import { ChipListInput } from './chip-list-input';
import { DetailsSection, hasDetails } from './details-section';
import { GoalsSection } from './goals-section';
import { JournalFooter } from './journal-footer';
import { initialFormState, journalPayload, type JournalFormState } from './journal-form-state';
import { JournalSection } from './journal-section';
import { JournalTextSection } from './journal-text-section';
import { JournalUpgradeCard } from './journal-upgrade-card';
import { useEntryMedia } from './media/use-entry-media';
import { MoodSection } from './mood-section';
import { PainSection } from './pain-section';
import { ReflectionSection } from './reflection-section';
import { useJournalAutosave, type JournalStart } from './use-journal-autosave';

/** The day's journal form. It is created once the day's entry has loaded and never reloads it. */
export function JournalForm({
  date,
  dateLabel,
  start,
  autosave = DEFAULT_SETTINGS.autoSave,
  temperatureUnit = DEFAULT_SETTINGS.temperatureUnit,
}: {
  date: string;
  dateLabel: string;
  start: JournalStart;
  autosave?: boolean;
  temperatureUnit?: TemperatureUnit;
}) {
  const entry = start.entry;
  const [state, setState] = useState<JournalFormState>(() => initialFormState(entry));
  // A saved prompt stays with its response; otherwise one of the eight, picked on load.
  const [prompt] = useState(() => entry?.dailyPrompt || pickOne(REFLECTION_PROMPTS));
  const [quote] = useState(() => pickOne(JOURNAL_QUOTES));
  const [promptOpen, setPromptOpen] = useState(() => Boolean(entry?.promptResponse));
  const [detailsOpen, setDetailsOpen] = useState(() => hasDetails(initialFormState(entry)));
  // Filled by the server after a save (Settings > Weather); shown as it was when the page opened.
  const weather = entry ? weatherSummary(entry, temperatureUnit) : null;

  const saver = useJournalAutosave({
    date,
    start,
    autosave,
    buildPayload: () => journalPayload(state, date, prompt),
    // The server kept both texts of two versions of this day: show what it kept.
    onMerged: (merged) => setState(initialFormState(merged)),
  });

  const update = (patch: Partial<JournalFormState>) => {
    setState((current) => ({ ...current, ...patch }));
    saver.markChanged();
  };
  const { markChanged } = saver;
  const changeMedia = useCallback(
    (apply: (current: JournalFormState) => Partial<JournalFormState>) => {
      setState((current) => ({ ...current, ...apply(current) }));
      markChanged();
    },
    [markChanged],
  );
  const media = useEntryMedia({
    fields: { photoUrls: state.photoUrls, voiceNoteUrl: state.voiceNoteUrl },
    change: changeMedia,
    saver,
  });

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <header className="flex items-center justify-between gap-3 rounded-2xl bg-primary px-5 py-4 text-white">
        <div>
          <h1 className="text-2xl font-bold">Daily Journal</h1>
          <p className="text-teal-50">{dateLabel}</p>
          {weather ? <p className="text-sm text-teal-50">Weather: {weather}</p> : null}
        </div>
        <Link
          href="/settings"
          aria-label="Journal settings"
          className={buttonVariants({ variant: 'inverse', size: 'icon' })}
        >
          <Settings aria-hidden="true" className="size-5" />
        </Link>
      </header>

      {/* Refused under the plan's allowance: said calmly, and the text stays in the form. */}
      {saver.upgrade ? (
        <JournalUpgradeCard
          upgrade={saver.upgrade}
          kept={saver.status === 'queued' ? 'device' : 'form'}
        />
      ) : null}
      <WeeklyCheckInCard />
      <PainSection value={state.painLevel} onChange={(painLevel) => update({ painLevel })} />
      <GoalsSection />
      <MoodSection value={state.moodLevel} onChange={(moodLevel) => update({ moodLevel })} />
      <JournalSection id="body-chart-heading" title="Where does it hurt?">
        <BodyChart
          locations={state.painLocations}
          onChange={(painLocations) => update({ painLocations })}
        />
      </JournalSection>
      <JournalTextSection
        value={state.journalEntry}
        onChange={(journalEntry) => update({ journalEntry })}
        media={media}
        dateLabel={dateLabel}
      />
      <ReflectionSection
        prompt={prompt}
        open={promptOpen}
        onOpenChange={setPromptOpen}
        value={state.promptResponse}
        onChange={(promptResponse) => update({ promptResponse })}
      />
      <JournalSection id="tags-heading" title="Tags">
        <ChipListInput
          label="Tags"
          items={state.customTags}
          onChange={(customTags) => update({ customTags })}
          placeholder="Add a tag, e.g. flare or rainy"
          maxItems={TAGS_MAX}
          maxLength={TAG_MAX_LENGTH}
        />
      </JournalSection>
      <DetailsSection
        value={state}
        onChange={update}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
      />
      <figure className="rounded-2xl px-5 py-4 text-center text-slate-700">
        <blockquote className="text-lg italic">“{quote.text}”</blockquote>
        <figcaption className="mt-1 text-sm text-slate-600">— {quote.author}</figcaption>
      </figure>
      <JournalFooter
        status={saver.status}
        autosave={autosave}
        onSave={() => void saver.saveNow()}
      />
    </div>
  );
}
