import { followUpSchema } from '@core/provider-portal/schemas';
import type { Priority } from '@core/provider-portal/types';
import { useProposeFollowUp } from '../api/propose-follow-up';
import { describedBy, Field, TextArea, TextInput } from './field';
import { FormCard } from './form-card';
import { PrioritySelect } from './priority-select';
import { useSchemaForm } from './use-schema-form';

const INITIAL = { date: '', reason: '', description: '', priority: 'medium' as Priority };

export function FollowUpForm() {
  const form = useSchemaForm({
    schema: followUpSchema,
    initial: INITIAL,
    mutation: useProposeFollowUp(),
    sent: 'Follow-up proposed',
  });
  const { values, errors, set } = form;
  return (
    <FormCard
      id="follow-up-form"
      title="Propose a follow-up"
      description="Your patient accepts or declines the date."
      submitLabel="Propose follow-up"
      sending={form.sending}
      formError={form.formError}
      onSubmit={form.submit}
    >
      <Field id="follow-up-date" label="Date" error={errors.date}>
        <TextInput
          {...describedBy('follow-up-date', errors.date)}
          type="date"
          value={values.date}
          onChange={(event) => set('date', event.target.value)}
          className="sm:max-w-xs"
        />
      </Field>
      <Field id="follow-up-reason" label="Reason" error={errors.reason}>
        <TextInput
          {...describedBy('follow-up-reason', errors.reason)}
          value={values.reason}
          onChange={(event) => set('reason', event.target.value)}
        />
      </Field>
      <Field id="follow-up-details" label="Details" error={errors.description}>
        <TextArea
          {...describedBy('follow-up-details', errors.description)}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <PrioritySelect
        id="follow-up-priority"
        value={values.priority}
        error={errors.priority}
        onChange={(priority) => set('priority', priority)}
      />
    </FormCard>
  );
}
