import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { removeToast, TOAST_DURATION_MS, useToast } from '@client/lib/toast';

/**
 * The toast store drawn with Radix Toast (loaded by `Toaster` when the first toast appears):
 * swipe right (50 px) to dismiss, 420 px wide at most. Toasts sit at the top below `lg`, where the bottom navigation bar lives, and bottom-right above.
 */
export function ToastList() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          onAnimationEnd={() => {
            if (!item.open) removeToast(item.id);
          }}
          className={cn(
            'toast-root relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-800 bg-danger text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-base font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description
                className={cn(
                  'text-sm',
                  item.variant === 'destructive' ? 'text-red-50' : 'text-slate-600',
                )}
              >
                {item.description}
              </Toast.Description>
            ) : null}
            {item.action ? (
              // Radix closes the toast when its action is used.
              <Toast.Action altText={item.action.altText} asChild>
                <Link
                  href={item.action.href}
                  className={buttonVariants({ size: 'sm', className: 'mt-2 justify-self-start' })}
                >
                  {item.action.label}
                </Link>
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-xl',
              item.variant === 'destructive'
                ? 'hover:bg-red-800'
                : 'text-slate-500 hover:bg-slate-100',
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col-reverse gap-2 p-4 outline-none lg:top-auto lg:bottom-0 lg:flex-col" />
    </Toast.Provider>
  );
}
