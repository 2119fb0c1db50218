import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/*
 * Radix Tabs with the app's segmented look. Arrow keys move between tabs, and only the
 * chosen panel is mounted, so a panel's data and code load when it is first opened.
 */

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('flex gap-1 rounded-xl bg-slate-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        // Tabs grow from their label's width, so a long label gets the room it needs on a phone.
        'flex min-h-11 flex-1 basis-auto items-center justify-center gap-x-2 gap-y-0.5 rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold text-slate-600 transition-colors sm:px-3 sm:text-base',
        'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-5', className)} {...props} />;
}
