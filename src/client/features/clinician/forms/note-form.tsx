import { clinicianNoteSchema } from '@core/provider-portal/schemas';
import { useAddNote } from '../api/add-note';
import { describedBy, Field, TextArea } from './field';
import { FormCard } from './form-card';
import { useSchemaForm } from './use-schema-form';

export function NoteForm() {
  const form = useSchemaForm({
    schema: clinicianNoteSchema,
    initial: { text: '' },
    mutation: useAddNote(),
    sent: 'Note added',
  });
  return (
    <FormCard
      id="note-form"
      title="Add a note"
      description="Your patient reads it in their provider portal."
      submitLabel="Add note"
      sending={form.sending}
      formError={form.formError}
      onSubmit={form.submit}
    >
      <Field id="note-text" label="Note" error={form.errors.text}>
        <TextArea
          {...describedBy('note-text', form.errors.text)}
          value={form.values.text}
          onChange={(event) => form.set('text', event.target.value)}
          rows={5}
        />
      </Field>
    </FormCard>
  );
}
