import type { FormEvent, ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

/** A clinician form in its card: heading, fields, a refusal from the server, the send button. */
export function FormCard({
  id,
  title,
  description,
  submitLabel,
  sending,
  formError,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  description: string;
  submitLabel: string;
  sending: boolean;
  formError: string | null;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} className="print:hidden">
      <CardHeader>
        <CardTitle id={`${id}-heading`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={`${id}-heading`}
        >
          <fieldset disabled={sending} className="flex flex-col gap-4">
            {children}
          </fieldset>
          {formError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:self-start">
            {sending ? 'Sending...' : submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
