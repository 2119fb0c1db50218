import type { ReactElement, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

/**
 * Wrap a group of tooltips once: 700 ms before the first one opens, then 300 ms in which moving
 * to the next one opens it at once. Radix Tooltip and its positioning engine cost ~11 KB gzip, so
 * this module is only ever imported lazily, never from the first-load bundle.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A short text label shown on hover and keyboard focus. It does not name the control: the child
 * still needs its own accessible name (aria-label), since tooltips never appear on touch.
 */
export function Tooltip({
  label,
  side = 'bottom',
  children,
}: {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactElement;
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className="z-50 rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-medium text-white shadow-md"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
