import { lazy, startTransition, Suspense, useState } from 'react';
import { userInitial, type ApiUser } from '@core/user';
import { AVATAR_BUTTON_CLASS, accountMenuLabel } from './avatar';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** Starts downloading the menu (Radix DropdownMenu, ~10 KB gzip) ahead of a likely click. */
export function preloadAccountMenu(): void {
  void loadUserMenu();
}

/**
 * The avatar button. Until it is first pressed it is a plain button, so Radix DropdownMenu stays
 * out of the first page load; pressing it swaps in the real menu, already open. The transition
 * keeps this button on screen (and focused) while the menu's code arrives.
 */
export function AccountMenu({ user }: { user: ApiUser }) {
  const [activated, setActivated] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={accountMenuLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      className={AVATAR_BUTTON_CLASS}
      onPointerDown={preloadAccountMenu}
      onClick={() => startTransition(() => setActivated(true))}
    >
      <span aria-hidden="true">{userInitial(user)}</span>
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      {activated ? <UserMenu user={user} defaultOpen /> : placeholder}
    </Suspense>
  );
}
