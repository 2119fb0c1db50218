import { useId, useState, type FormEvent } from 'react';
import {
  categoryLabel,
  TRIGGER_CATEGORIES,
  TRIGGER_NAME_MAX,
  type TriggerCategory,
} from '@core/trigger-categories';
import { useCreateTrigger } from '@client/api/triggers/create-trigger';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/lib/toast';
import { addFailureDescription } from './add-error';

const fieldClass =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base ' +
  'text-slate-900 placeholder:text-slate-500 focus-visible:border-primary';

/** The inline add form. It unmounts on close, so the next opening starts empty. */
export function TriggerForm({ onClose }: { onClose(): void }) {
  const id = useId();
  const create = useCreateTrigger();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<TriggerCategory | ''>('');
  const [isActive, setIsActive] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim() || !category) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.' });
      return;
    }
    create.mutate(
      { name: name.trim(), category, isActive },
      {
        onSuccess: () => {
          toast({
            title: 'Trigger Added',
            description: 'Your pain trigger has been added successfully.',
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: addFailureDescription(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Add a trigger</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby={`${id}-title`}
          onSubmit={submit}
          noValidate
          className="grid gap-5 sm:grid-cols-2"
        >
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-name`} className="font-semibold text-slate-800">
              Trigger name <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={TRIGGER_NAME_MAX}
              required
              autoFocus
              autoComplete="off"
              placeholder="e.g. Cold weather"
              onChange={(event) => setName(event.target.value)}
              className={fieldClass}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-category`} className="font-semibold text-slate-800">
              Category <span aria-hidden="true">*</span>
            </label>
            <select
              id={`${id}-category`}
              value={category}
              required
              onChange={(event) => setCategory(event.target.value as TriggerCategory | '')}
              className={fieldClass}
            >
              <option value="">Choose a category</option>
              {TRIGGER_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {categoryLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              checked={isActive}
              onChange={(event) => setIsActive(event.target.checked)}
              className="size-6 shrink-0 accent-(--color-primary)"
            />
            <span>
              <span className="block font-semibold text-slate-800">Active</span>
              <span className="block text-sm text-slate-600">
                Untick for a trigger that doesn&apos;t bother you right now.
              </span>
            </span>
          </label>
          <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding…' : 'Add'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
