import { medicationChangeSchema } from '@core/provider-portal/schemas';
import type { Priority } from '@core/provider-portal/types';
import { useProposeMedicationChange } from '../api/propose-medication-change';
import { describedBy, Field, TextArea, TextInput } from './field';
import { FormCard } from './form-card';
import { PrioritySelect } from './priority-select';
import { useSchemaForm } from './use-schema-form';

const INITIAL = { medication: '', change: '', description: '', priority: 'medium' as Priority };

export function MedicationChangeForm() {
  const form = useSchemaForm({
    schema: medicationChangeSchema,
    initial: INITIAL,
    mutation: useProposeMedicationChange(),
    sent: 'Medication change proposed',
  });
  const { values, errors, set } = form;
  return (
    <FormCard
      id="medication-change-form"
      title="Propose a medication change"
      description="Nothing changes until your patient accepts it."
      submitLabel="Propose change"
      sending={form.sending}
      formError={form.formError}
      onSubmit={form.submit}
    >
      <Field id="med-name" label="Medication" error={errors.medication}>
        <TextInput
          {...describedBy('med-name', errors.medication)}
          value={values.medication}
          onChange={(event) => set('medication', event.target.value)}
        />
      </Field>
      <Field id="med-change" label="Change" error={errors.change}>
        <TextInput
          {...describedBy('med-change', errors.change)}
          value={values.change}
          onChange={(event) => set('change', event.target.value)}
          placeholder="e.g. Reduce to 200 mg twice daily"
        />
      </Field>
      <Field id="med-reason" label="Reason" error={errors.description}>
        <TextArea
          {...describedBy('med-reason', errors.description)}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <PrioritySelect
        id="med-priority"
        value={values.priority}
        error={errors.priority}
        onChange={(priority) => set('priority', priority)}
      />
    </FormCard>
  );
}
