import { useState } from 'react';
import { Download, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  clearInstallOffer,
  INSTALL_DISMISSED_KEY,
  useInstallOffer,
} from '@client/lib/pwa/install-offer';

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * "Install Cairn" (spec document 2 §2 and §4): shown only once the browser has offered
 * installation, never inside the installed app, and not again this browser session once dismissed.
 */
export function InstallPrompt() {
  const offer = useInstallOffer();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!offer || dismissed || isStandalone()) return null;

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
    try {
      sessionStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    } catch {
      // Storage can be disabled; the card still goes away for this page.
    }
    setDismissed(true);
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
