import { clinicianRecommendationSchema } from '@core/provider-portal/schemas';
import {
  RECOMMENDATION_CATEGORY_LABELS,
  TREATMENT_CATEGORIES,
  type Priority,
} from '@core/provider-portal/types';
import { useSendRecommendation } from '../api/send-recommendation';
import { describedBy, Field, Select, TextArea, TextInput } from './field';
import { FormCard } from './form-card';
import { PrioritySelect } from './priority-select';
import { useSchemaForm } from './use-schema-form';

type Category = (typeof TREATMENT_CATEGORIES)[number];

const INITIAL = {
  title: '',
  description: '',
  category: TREATMENT_CATEGORIES[0] as Category,
  priority: 'medium' as Priority,
  dueDate: '',
  followUpRequired: false,
  notes: '',
};

export function RecommendationForm() {
  const form = useSchemaForm({
    schema: clinicianRecommendationSchema,
    initial: INITIAL,
    mutation: useSendRecommendation(),
    sent: 'Recommendation sent',
    toInput: (values) => ({ ...values, dueDate: values.dueDate === '' ? null : values.dueDate }),
  });
  const { values, errors, set } = form;
  return (
    <FormCard
      id="recommendation-form"
      title="Recommend a treatment"
      description="Your patient accepts or declines it; you see their answer under What you sent."
      submitLabel="Send recommendation"
      sending={form.sending}
      formError={form.formError}
      onSubmit={form.submit}
    >
      <Field id="rec-title" label="Title" error={errors.title}>
        <TextInput
          {...describedBy('rec-title', errors.title)}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
        />
      </Field>
      <Field id="rec-description" label="Description" error={errors.description}>
        <TextArea
          {...describedBy('rec-description', errors.description)}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rec-category" label="Category" error={errors.category}>
          <Select
            {...describedBy('rec-category', errors.category)}
            value={values.category}
            onChange={(event) => set('category', event.target.value as Category)}
          >
            {TREATMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {RECOMMENDATION_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
        <PrioritySelect
          id="rec-priority"
          value={values.priority}
          error={errors.priority}
          onChange={(priority) => set('priority', priority)}
        />
      </div>
      <Field id="rec-due" label="Review by" error={errors.dueDate} hint="Optional.">
        <TextInput
          {...describedBy('rec-due', errors.dueDate, true)}
          type="date"
          value={values.dueDate}
          onChange={(event) => set('dueDate', event.target.value)}
          className="sm:max-w-xs"
        />
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={values.followUpRequired}
          onChange={(event) => set('followUpRequired', event.target.checked)}
        />
        Follow-up required
      </label>
      <Field id="rec-notes" label="Notes" error={errors.notes}>
        <TextArea
          {...describedBy('rec-notes', errors.notes)}
          value={values.notes}
          onChange={(event) => set('notes', event.target.value)}
          rows={3}
        />
      </Field>
    </FormCard>
  );
}
