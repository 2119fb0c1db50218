import { LifeBuoy, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { userInitial, username, type ApiUser } from '@core/user';
import { useSignOut } from '@client/features/auth/api/sign-out';
import { AVATAR_BUTTON_CLASS, accountMenuLabel } from './avatar';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-base text-slate-800 outline-none ' +
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary data-[highlighted]:ring-2 ' +
  'data-[highlighted]:ring-primary data-[disabled]:opacity-50';

/**
 * The avatar button and its account menu: who is signed in, Settings, Support, Sign out.
 * Loaded by `AccountMenu` on first use, which is why it can start open.
 */
export function UserMenu({ user, defaultOpen = false }: { user: ApiUser; defaultOpen?: boolean }) {
  const signOut = useSignOut();
  const name = username(user);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger aria-label={accountMenuLabel(user)} className={AVATAR_BUTTON_CLASS}>
        <span aria-hidden="true">{userInitial(user)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold text-slate-900">{name}</span>
            <span className="block truncate text-sm text-slate-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/settings">
              <Settings aria-hidden="true" className="size-5" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/support">
              <LifeBuoy aria-hidden="true" className="size-5" />
              Support
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOut.isPending}
            onSelect={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" className="size-5" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
