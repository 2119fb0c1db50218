import { useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_FAILED_TITLE,
  SUPPORT_LIMITS,
  SUPPORT_SENT_TITLE,
  ticketCreatedMessage,
  type SupportCategory,
} from '@core/support';
import type { ApiUser } from '@core/user';
import { useCreateSupportTicket } from '@client/api/support/create-ticket';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { supportFailureDescription } from './failure-description';

export interface ContactFormHandle {
  /** Report Bug: chooses the technical category and puts the cursor where typing starts. */
  startBugReport(): void;
}

interface Fields {
  name: string;
  email: string;
  subject: string;
  category: SupportCategory | '';
  message: string;
}

type TextField = Exclude<keyof Fields, 'category'>;

/** A signed-in sender starts with their name and address filled in. */
function blankFields(user: ApiUser | null): Fields {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { name, email: user?.email ?? '', subject: '', category: '', message: '' };
}

const fieldClass =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base ' +
  'text-slate-900 placeholder:text-slate-500 focus-visible:border-primary';

/**
 * The contact form (spec document 2 sections 4, 5 and 8). The browser checks the required
 * fields and the address; the server checks everything again.
 */
export function ContactForm({
  user,
  labelledBy,
  ref,
}: {
  user: ApiUser | null;
  /** The id of the heading that names the form. */
  labelledBy: string;
  ref?: Ref<ContactFormHandle>;
}) {
  const id = useId();
  const create = useCreateSupportTicket();
  const [fields, setFields] = useState<Fields>(() => blankFields(user));
  const [sent, setSent] = useState<{ ticketId: string; email: string } | null>(null);
  const inputs = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );

  useImperativeHandle(ref, () => ({
    startBugReport() {
      setFields((current) => ({ ...current, category: 'technical' }));
      const order: TextField[] = ['name', 'email', 'subject', 'message'];
      const firstEmpty = order.find((field) => !fields[field].trim()) ?? 'message';
      const input = inputs.current[firstEmpty];
      input?.scrollIntoView({ block: 'center' });
      input?.focus({ preventScroll: true });
    },
  }));

  const change = <K extends keyof Fields>(field: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !fields.category) return;
    setSent(null);
    const payload = { ...fields, category: fields.category };
    create.mutate(payload, {
      onSuccess: ({ ticketId }) => {
        toast({ title: SUPPORT_SENT_TITLE, description: ticketCreatedMessage(ticketId) });
        setSent({ ticketId, email: payload.email.trim() });
        setFields(blankFields(user));
      },
      onError: (error) =>
        toast({
          title: SUPPORT_FAILED_TITLE,
          description: supportFailureDescription(error),
          variant: 'destructive',
        }),
    });
  };

  const textInput = (field: TextField, label: string, props: object = {}) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${field}`} className="font-semibold text-slate-800">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${field}`}
        ref={(element) => {
          inputs.current[field] = element;
        }}
        value={fields[field]}
        required
        maxLength={SUPPORT_LIMITS[field]}
        onChange={(event) => change(field, event.target.value)}
        className={fieldClass}
        {...props}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {sent ? (
        <div
          data-testid="support-sent"
          className="rounded-xl border border-teal-200 bg-primary-soft p-4 text-slate-800"
        >
          <p className="font-semibold text-slate-900">{SUPPORT_SENT_TITLE}</p>
          <p>{ticketCreatedMessage(sent.ticketId)}</p>
          <p className="text-sm text-slate-600">
            Our answer goes to {sent.email}. Quote the ticket number if you write to us about it.
          </p>
        </div>
      ) : null}
      <form aria-labelledby={labelledBy} onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        {textInput('name', 'Name', { autoComplete: 'name' })}
        {textInput('email', 'Email', { type: 'email', autoComplete: 'email' })}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-category`} className="font-semibold text-slate-800">
            Category <span aria-hidden="true">*</span>
          </label>
          <select
            id={`${id}-category`}
            value={fields.category}
            required
            onChange={(event) => change('category', event.target.value as SupportCategory | '')}
            className={fieldClass}
          >
            <option value="">Choose a category</option>
            {SUPPORT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {SUPPORT_CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {textInput('subject', 'Subject', { autoComplete: 'off' })}
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-message`} className="font-semibold text-slate-800">
            Message <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-message`}
            ref={(element) => {
              inputs.current.message = element;
            }}
            value={fields.message}
            required
            rows={6}
            maxLength={SUPPORT_LIMITS.message}
            aria-describedby={`${id}-message-hint`}
            onChange={(event) => change('message', event.target.value)}
            className={fieldClass}
          />
          <p id={`${id}-message-hint`} className="text-sm text-slate-600">
            For a problem, say what you did, what happened, and which browser and device you use.
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            We use these details only to answer you (
            <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
              Privacy Policy
            </a>
            ).
          </p>
          <Button type="submit" disabled={create.isPending} className="sm:shrink-0">
            {create.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </div>
  );
}
