import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, removeToast, subscribeToasts, toast } from './toast';

afterEach(() => {
  for (const item of getToasts()) removeToast(item.id);
});

describe('toast store', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'More', variant: 'destructive' });
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Second',
        description: 'More',
        variant: 'destructive',
        open: true,
      }),
    ]);
  });

  it('closes, then removes, a dismissed toast', () => {
    const { id, dismiss } = toast({ title: 'Saved' });
    dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    removeToast(id);
    expect(getToasts()).toEqual([]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = subscribeToasts(listener);
    const { id } = toast({ title: 'One' });
    dismissToast(id);
    stop();
    removeToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
