import { lazy, Suspense, useState } from 'react';
import { useToast } from '@client/lib/toast';

const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

/**
 * Mount once near the root. Radix Toast is only downloaded when the first toast is shown, which
 * keeps it out of the first page load; after that it stays mounted.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
