import { Pill, Plus } from 'lucide-react';
import { useState } from 'react';
import type { DetailedMedication } from '@core/medications';
import { useMedications } from '@client/api/medications/get-medications';
import { useUpdateMedication } from '@client/api/medications/write-medication';
import { Button } from '@client/components/ui/button';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { toast } from '@client/lib/toast';
import { DeleteMedicationDialog } from './delete-medication-dialog';
import { LogDoseDialog } from './log-dose-dialog';
import { MedicationCard } from './medication-card';
import { MedicationFormDialog } from './medication-form-dialog';
import { TodaySchedule } from './today-schedule';

export function MedicationsPage() {
  const medications = useMedications();
  const user = useCurrentUser();
  const update = useUpdateMedication();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DetailedMedication | null>(null);
  const [logging, setLogging] = useState<DetailedMedication | null>(null);
  const [deleting, setDeleting] = useState<DetailedMedication | null>(null);
  const timeZone = user.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const list = medications.data ?? [];

  function toggleActive(medication: DetailedMedication) {
    update.mutate(
      { id: medication.id, isActive: !medication.isActive },
      {
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update medication. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div data-testid="medications-page" className="flex flex-col gap-6">
      <section data-testid="medication-tracker" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PageTitle title="Medication Tracker" />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-5" />
            Add Medication
          </Button>
        </div>

        <TodaySchedule />

        {medications.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <Pill aria-hidden="true" className="size-10 text-primary" />
            <h2 className="text-xl font-semibold text-slate-900">No Medications Yet</h2>
            <p className="max-w-md text-slate-600">
              Add the medications you take to see today&apos;s doses, log how they work and follow
              how often you take them.
            </p>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-5" />
              Add Your First Medication
            </Button>
          </div>
        ) : (
          <section aria-labelledby="my-medications" className="flex flex-col gap-3">
            <h2 id="my-medications" className="text-lg font-semibold text-slate-900">
              My medications
            </h2>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {list.map((medication) => (
                <MedicationCard
                  key={medication.id}
                  medication={medication}
                  timeZone={timeZone}
                  busy={update.isPending}
                  onLog={() => setLogging(medication)}
                  onEdit={() => setEditing(medication)}
                  onToggleActive={() => toggleActive(medication)}
                  onDelete={() => setDeleting(medication)}
                />
              ))}
            </div>
          </section>
        )}
      </section>

      <MedicationFormDialog open={adding} onOpenChange={setAdding} />
      <MedicationFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        medication={editing}
      />
      <LogDoseDialog medication={logging} onClose={() => setLogging(null)} />
      <DeleteMedicationDialog medication={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
