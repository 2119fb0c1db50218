import { useId, useState, type FormEvent } from 'react';
import { PROVIDER_LIMITS } from '@core/provider-portal/constants';
import { defaultReportTitle } from '@core/provider-portal/report-summary';
import { shareReportSchema } from '@core/provider-portal/schemas';
import type { HealthcareProvider, ShareResult } from '@core/provider-portal/types';
import { defaultSections } from '@core/report/settings';
import { serverMessage } from '@client/lib/api-failure';
import { useShareReport } from '@client/api/provider-portal/share-report';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';
import { fieldErrors } from '@client/components/ui/field-errors';
import { areaClass, errorClass, labelClass } from '@client/components/ui/form-styles';
import { ManualDelivery } from './manual-delivery';
import { ShareReportFields, type ShareChoices } from './share-report-fields';
import { TextField } from '@client/components/ui/text-field';

/** Share Health Report: a Healthcare Provider Report made now, for one connected provider. */
export function ShareReportDialog({
  providers,
  onClose,
}: {
  /** Connected providers only. */
  providers: HealthcareProvider[];
  onClose(): void;
}) {
  const share = useShareReport();
  const notesId = useId();
  const [choices, setChoices] = useState<ShareChoices>(() => ({
    providerId: providers[0]?.id ?? '',
    dateRange: 90,
    reportType: 'comprehensive',
    includeSections: defaultSections(),
  }));
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [manual, setManual] = useState<ShareResult | null>(null);
  const failure = share.isError
    ? serverMessage(share.error, 'The report could not be shared. Please try again.')
    : null;
  const providerName = (id: string) =>
    providers.find((provider) => provider.id === id)?.name ?? 'your provider';

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { ...choices, title, notes };
    const parsed = shareReportSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    share.mutate(payload, {
      onSuccess: (result) => {
        if (result.delivery === 'manual') {
          setManual(result);
          return;
        }
        toast({
          title: 'Report shared',
          description: `${providerName(result.report.providerId)} gets a secure link by e-mail.`,
        });
        onClose();
      },
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !share.isPending) onClose();
      }}
      title="Share Health Report"
      description={
        manual
          ? 'Report shared. Pass the link on to your provider.'
          : 'A Healthcare Provider Report is made from your journal now and kept as it is.'
      }
      className="max-w-2xl"
    >
      {manual && manual.delivery === 'manual' ? (
        <ManualDelivery
          link={manual.link}
          code={manual.code}
          providerName={providerName(manual.report.providerId)}
          onDone={onClose}
        />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <ShareReportFields
            choices={choices}
            providers={providers}
            errors={errors}
            onChange={setChoices}
          />
          <TextField
            label="Title"
            optional
            value={title}
            onChange={setTitle}
            error={errors.title}
            maxLength={PROVIDER_LIMITS.reportTitle}
            placeholder={defaultReportTitle(choices.dateRange, choices.reportType)}
            hint="Leave it empty to use the title shown."
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={notesId} className={labelClass}>
              Note to the provider <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <textarea
              id={notesId}
              className={areaClass}
              value={notes}
              maxLength={PROVIDER_LIMITS.notes}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? `${notesId}-error` : undefined}
              onChange={(event) => setNotes(event.target.value)}
            />
            {errors.notes ? (
              <p id={`${notesId}-error`} className={errorClass}>
                {errors.notes}
              </p>
            ) : null}
          </div>
          {failure ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={share.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={share.isPending}>
              {share.isPending ? 'Sharing...' : 'Share Report'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
