import { lazy, Suspense, useState } from 'react';
import { useInstallOffer, wasInstallDismissed } from '@client/lib/pwa/install-offer';

// The card's code is fetched once the browser offers installation, which most loads never see.
const InstallCard = lazy(() => import('./install-card').then((m) => ({ default: m.InstallCard })));

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

/**
 * "Install Cairn" (spec document 2 §2 and §4): shown only once the browser has offered
 * installation, never inside the installed app, and not again this browser session once dismissed.
 */
export function InstallPrompt() {
  const offer = useInstallOffer();
  const [dismissed, setDismissed] = useState(wasInstallDismissed);
  if (!offer || dismissed || isStandalone()) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard offer={offer} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
