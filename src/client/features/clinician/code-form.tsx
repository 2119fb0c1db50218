import { useState, type FormEvent } from 'react';
import { verifyCodeSchema } from '@core/provider-portal/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Logo } from '@client/components/ui/logo';
import { ClinicianApiError } from './api/clinician-request';
import { useVerifyCode } from './api/verify-code';
import { describedBy, Field, TextInput } from './forms/field';
import { validate } from './forms/field-errors';

const attemptsHint = (left: number) => `${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;

/** The invitation's 6-digit code, asked once before the first look at anything. */
export function CodeForm({ attemptsLeft }: { attemptsLeft: number }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(verifyCodeSchema, { code });
    if (!checked.ok) {
      setError('Enter the 6 digits of the code.');
      return;
    }
    setError(undefined);
    verify.mutate(checked.data.code, {
      onError: (failure) => {
        // 423 and the other endings replace the page (clinician-query-client).
        if (failure instanceof ClinicianApiError && failure.status === 400) {
          setError(failure.serverMessage);
          setCode('');
        } else if (!(failure instanceof ClinicianApiError)) {
          setError('Could not check the code. Please check your connection and try again.');
        } else {
          setError(failure.serverMessage);
        }
      },
    });
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-12">
      <div className="flex flex-col items-center gap-4 text-center">
        <Logo className="size-12" />
        <h1 className="text-2xl font-semibold text-slate-900">Confirm it is you</h1>
        <p className="text-base leading-relaxed text-slate-700">
          Your patient shared their Cairn records with you. The code keeps them private to you.
        </p>
      </div>
      <Card>
        <CardContent className="p-6 pt-6">
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <Field
              id="clinician-code"
              label="Enter the 6-digit code from your invitation e-mail"
              error={error}
              // A wrong code's message says the attempts left itself.
              hint={error ? undefined : attemptsHint(attemptsLeft)}
            >
              <TextInput
                {...describedBy('clinician-code', error, !error)}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                className="text-center font-mono text-2xl tracking-[0.4em]"
                disabled={verify.isPending}
              />
            </Field>
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? 'Checking...' : 'Confirm'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
