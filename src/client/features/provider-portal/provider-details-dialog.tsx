import { useState, type FormEvent } from 'react';
import { updateProviderSchema } from '@core/provider-portal/schemas';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { serverMessage } from '@client/lib/api-failure';
import { useUpdateProvider } from '@client/api/provider-portal/update-provider';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';
import { fieldErrors } from '@client/components/ui/field-errors';
import { hintClass } from '@client/components/ui/form-styles';
import { ProviderDetailFields, type ProviderDetails } from './provider-detail-fields';

/** Edit a provider's details. The e-mail stays: the link and code went to that address. */
export function ProviderDetailsDialog({
  provider,
  onClose,
}: {
  provider: HealthcareProvider;
  onClose(): void;
}) {
  const update = useUpdateProvider();
  const [details, setDetails] = useState<ProviderDetails>(() => ({
    name: provider.name,
    title: provider.title,
    specialization: provider.specialization,
    organization: provider.organization,
    phone: provider.phone,
    address: provider.address,
    licenseNumber: provider.licenseNumber,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failure = update.isError
    ? serverMessage(update.error, 'The changes could not be saved. Please try again.')
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateProviderSchema.safeParse(details);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(
      { id: provider.id, body: details },
      {
        onSuccess: () => {
          toast({ title: 'Provider updated' });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title="Edit provider details"
      description={provider.email}
      className="max-w-2xl"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <ProviderDetailFields details={details} errors={errors} onChange={setDetails} />
        <p className={hintClass}>
          The e-mail address cannot change. To use another one, remove this provider and invite them
          again.
        </p>
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
