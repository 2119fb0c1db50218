import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { toast } from '@client/lib/toast';
import { isFatal } from '../api/clinician-request';
import { serverErrors, validate, type FieldErrors } from './field-errors';

/**
 * A clinician form: its values, checked with the same zod schema as the server before sending,
 * field errors from either side, and on success a cleared form and a toast.
 */
export function useSchemaForm<V extends object, S extends z.ZodType>({
  schema,
  initial,
  mutation,
  sent,
  toInput = (values) => values,
}: {
  schema: S;
  initial: V;
  mutation: UseMutationResult<unknown, Error, z.output<S>>;
  /** The toast on success: "Note added", "Recommendation sent"... */
  sent: string;
  /** The form's values as the schema reads them ('' dates to null, for example). */
  toInput?: (values: V) => unknown;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(schema, toInput(values));
    setFormError(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.data, {
      onSuccess: () => {
        setValues(initial);
        toast({ title: sent });
      },
      onError: (error) => {
        // The whole page turns into the message (clinician-query-client).
        if (isFatal(error)) return;
        const refused = serverErrors(error);
        setErrors(refused.fields);
        setFormError(refused.message);
      },
    });
  };

  return { values, set, errors, formError, submit, sending: mutation.isPending };
}
