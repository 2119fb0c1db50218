import { useEffect, useRef, useState } from 'react';
import { LoaderCircle, Siren } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { stopSpeaking } from '@client/lib/speech';
import { toast } from '@client/lib/toast';
import { ActionStep } from './action-step';
import { calmInstructions } from './calm-instructions';
import type { EmergencyChoice } from '@core/emergency-note';
import { toggleSymptom } from './emergency-note';
import type { EmergencyAction, EmergencySymptom } from '@core/emergency-options';
import { EmergencyResourcesList } from './emergency-resources-list';
import { LevelStep } from './level-step';
import { SpeakButton } from './speak-button';
import { SymptomStep } from './symptom-step';

export interface EmergencyStepsProps {
  saving: boolean;
  onSave(choice: EmergencyChoice): void;
  onCancel(): void;
}

/** The overlay's content: the three steps, calm instructions, resources, Cancel and Quick Save. */
export function EmergencySteps({ saving, onSave, onCancel }: EmergencyStepsProps) {
  const [level, setLevel] = useState<number | null>(null);
  const [symptoms, setSymptoms] = useState<EmergencySymptom[]>([]);
  // The last action tapped: it chooses which instructions are shown and read.
  const [action, setAction] = useState<EmergencyAction | null>(null);
  const [needsLevel, setNeedsLevel] = useState(false);
  const levelHeading = useRef<HTMLHeadingElement>(null);

  // However the overlay closes, the voice stops with it.
  useEffect(() => stopSpeaking, []);

  const save = (chosen: EmergencyAction | null) => {
    if (saving) return;
    if (level === null) {
      toast({
        title: 'Select pain level',
        description: 'Please indicate your current pain level first.',
      });
      setNeedsLevel(true);
      levelHeading.current?.focus();
      return;
    }
    onSave({ level, action: chosen, symptoms });
  };

  const instructions = calmInstructions(action);

  return (
    <div className="flex min-h-full flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="flex items-start gap-3">
            <Siren aria-hidden="true" className="mt-1 size-7 shrink-0 text-danger" />
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">
                Emergency Pain Mode
              </Dialog.Title>
              <Dialog.Description className="text-slate-600">
                Two taps are enough: how strong the pain is, then what you will do.
              </Dialog.Description>
            </div>
          </div>
          <SpeakButton text={instructions} />
        </div>
      </header>

      <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-5 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-7">
          <LevelStep
            level={level}
            onChange={setLevel}
            disabled={saving}
            needsLevel={needsLevel}
            headingRef={levelHeading}
          />
          <SymptomStep
            symptoms={symptoms}
            onToggle={(symptom) => setSymptoms((prev) => toggleSymptom(prev, symptom))}
            disabled={saving}
          />
          <ActionStep
            hasLevel={level !== null}
            disabled={saving}
            onChoose={(chosen) => {
              setAction(chosen);
              save(chosen);
            }}
          />
        </div>
        <div className="grid content-start gap-4">
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-slate-900">Calm instructions</h2>
            <p className="mt-2 text-slate-700">{instructions}</p>
          </Card>
          <Card className="border-red-200 p-5">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Emergency resources</h2>
            <EmergencyResourcesList />
          </Card>
        </div>
      </div>

      <footer className="sticky bottom-0 border-t border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-3 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:px-6">
          <p role="status" className="mr-auto flex items-center gap-2 font-medium text-slate-700">
            {saving ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Saving...
              </>
            ) : null}
          </p>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            aria-disabled={saving || undefined}
            className={saving ? 'opacity-60' : undefined}
            onClick={() => save(null)}
          >
            Quick Save
          </Button>
        </div>
      </footer>
    </div>
  );
}
