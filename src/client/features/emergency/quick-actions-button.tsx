import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { exportFailed } from '@client/features/data-export/export-toasts';
import { FAB_CLASS, FAB_LABEL, type QuickAction } from './fab-style';

const loadMenu = () => import('./quick-actions-menu');
const loadEmergency = () => import('./emergency-mode');
const loadQuickPain = () => import('./quick-pain-dialog');
const loadResources = () => import('./emergency-resources-dialog');
const loadMedication = () => import('./log-medication-dialog');
const loadExport = () => import('@client/features/data-export/export-data');

const QuickActionsMenu = lazy(() => loadMenu().then((m) => ({ default: m.QuickActionsMenu })));
const EmergencyMode = lazy(() => loadEmergency().then((m) => ({ default: m.EmergencyMode })));
const QuickPainDialog = lazy(() => loadQuickPain().then((m) => ({ default: m.QuickPainDialog })));
const LogMedicationDialog = lazy(() =>
  loadMedication().then((m) => ({ default: m.LogMedicationDialog })),
);
const EmergencyResourcesDialog = lazy(() =>
  loadResources().then((m) => ({ default: m.EmergencyResourcesDialog })),
);

/** Fetches the menu and everything behind it as soon as a hand or focus heads for the button. */
function preloadQuickActions(): void {
  void loadMenu();
  void loadEmergency();
  void loadQuickPain();
  void loadResources();
  void loadMedication();
  void loadExport();
}

/**
 * The round "Quick actions" button, bottom right: above the bottom bar on phones, in the corner
 * from `lg` up. Until first pressed it is a plain button, so the Radix menu, the overlay and the
 * dialogs stay out of the first page load (the same pattern as the account menu).
 *
 * A dialog stays mounted once it has been opened: its save callbacks (toasts) must still run if
 * it is closed while a save is on its way.
 */
export function QuickActionsButton({ timeZone }: { timeZone: string }) {
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState<QuickAction | null>(null);
  const [used, setUsed] = useState<ReadonlySet<QuickAction>>(() => new Set());
  const slot = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // Radix dialogs hand focus back to their own Trigger, and these have none (they open from the
  // menu), so focus would fall to the page. Give it back to this button instead.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      slot.current?.querySelector('button')?.focus();
    }
  }, [open]);

  const choose = (action: QuickAction) => {
    // Export Data has no dialog: it downloads at once and reports with a toast.
    if (action === 'export') {
      loadExport().then(({ exportData }) => exportData('json'), exportFailed);
      return;
    }
    setUsed((prev) => (prev.has(action) ? prev : new Set(prev).add(action)));
    setOpen(action);
  };
  const openChangeFor = (action: QuickAction) => (isOpen: boolean) =>
    setOpen((current) => (isOpen ? action : current === action ? null : current));

  const placeholder = (
    <button
      type="button"
      aria-label={FAB_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className={FAB_CLASS}
      onPointerEnter={preloadQuickActions}
      onFocus={preloadQuickActions}
      onClick={() => startTransition(() => setActivated(true))}
    >
      <Plus aria-hidden="true" className="size-7" strokeWidth={2.5} />
    </button>
  );

  return (
    <>
      {/* A landmark of its own, so the button and its open menu belong to one (axe's region). */}
      <aside
        ref={slot}
        aria-label="Quick actions"
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 lg:right-8 lg:bottom-8"
      >
        <Suspense fallback={placeholder}>
          {activated ? <QuickActionsMenu defaultOpen onChoose={choose} /> : placeholder}
        </Suspense>
      </aside>
      <Suspense fallback={null}>
        {used.has('emergency') ? (
          <EmergencyMode
            open={open === 'emergency'}
            onOpenChange={openChangeFor('emergency')}
            timeZone={timeZone}
          />
        ) : null}
        {used.has('quick-pain') ? (
          <QuickPainDialog
            open={open === 'quick-pain'}
            onOpenChange={openChangeFor('quick-pain')}
            timeZone={timeZone}
          />
        ) : null}
        {used.has('medication') ? (
          <LogMedicationDialog
            open={open === 'medication'}
            onOpenChange={openChangeFor('medication')}
            timeZone={timeZone}
          />
        ) : null}
        {used.has('resources') ? (
          <EmergencyResourcesDialog
            open={open === 'resources'}
            onOpenChange={openChangeFor('resources')}
          />
        ) : null}
      </Suspense>
    </>
  );
}
