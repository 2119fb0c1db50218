import { useRef } from 'react';
import { Activity, Download, LifeBuoy, Pill, Plus, Siren, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cn } from '@client/lib/cn';
import { FAB_CLASS, FAB_LABEL, type QuickAction } from './fab-style';

const ITEMS: { action: QuickAction; label: string; icon: LucideIcon }[] = [
  { action: 'emergency', label: 'Emergency Mode', icon: Siren },
  { action: 'quick-pain', label: 'Quick Pain Entry', icon: Activity },
  { action: 'medication', label: 'Log Medication', icon: Pill },
  { action: 'resources', label: 'Emergency Resources', icon: LifeBuoy },
  { action: 'export', label: 'Export Data', icon: Download },
];

const itemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 text-base font-medium outline-none ' +
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary data-[highlighted]:ring-2 ' +
  'data-[highlighted]:ring-primary';

/**
 * The Radix menu behind the button (loaded on first press, hence `defaultOpen`). Non-modal like
 * the account menu: a modal menu hides the page with aria-hidden while its links stay focusable.
 */
export function QuickActionsMenu({
  defaultOpen = false,
  onChoose,
}: {
  defaultOpen?: boolean;
  onChoose(action: QuickAction): void;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const chosen = useRef<QuickAction | null>(null);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={FAB_LABEL} className={FAB_CLASS}>
        <Plus
          aria-hidden="true"
          className="size-7 transition-transform group-data-[state=open]:rotate-45"
          strokeWidth={2.5}
        />
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays in the landmark the button is in (axe's region rule). */}
      <DropdownMenu.Content
        side="top"
        align="end"
        sideOffset={12}
        collisionPadding={12}
        className="z-50 min-w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        // Open the chosen dialog only once the menu has closed and focus is back on the
        // button: the dialog then remembers the button and returns focus to it on close.
        onCloseAutoFocus={(event) => {
          const action = chosen.current;
          if (!action) return;
          chosen.current = null;
          event.preventDefault();
          triggerRef.current?.focus();
          onChoose(action);
        }}
      >
        {ITEMS.map(({ action, label, icon: Icon }) => (
          <DropdownMenu.Item
            key={action}
            className={cn(itemClass, action === 'emergency' ? 'text-danger' : 'text-slate-800')}
            onSelect={() => {
              chosen.current = action;
            }}
          >
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
