import { Download, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  clearInstallOffer,
  rememberInstallDismissed,
  type BeforeInstallPromptEvent,
} from '@client/lib/pwa/install-offer';

/** The card itself, for the browser's install offer (shown by InstallPrompt). */
export function InstallCard({
  offer,
  onDismiss,
}: {
  offer: BeforeInstallPromptEvent;
  onDismiss: () => void;
}) {
  const install = async () => {
    clearInstallOffer();
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch (error) {
      console.warn('The install prompt could not be shown', error);
    }
  };

  const dismiss = () => {
    rememberInstallDismissed();
    onDismiss();
    clearInstallOffer();
  };

  return (
    <section
      aria-labelledby="install-prompt-title"
      className="fixed right-20 bottom-[calc(5rem+env(safe-area-inset-bottom))] left-3 z-40 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:left-auto sm:w-80 lg:right-28 lg:bottom-8"
    >
      <div className="flex items-start gap-3">
        <Download aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-semibold text-slate-900">
            Install Cairn
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Download the app for quick access and offline use
          </p>
        </div>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={dismiss}
          className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <Button size="sm" className="mt-3 w-full" onClick={() => void install()}>
        Install App
      </Button>
    </section>
  );
}
