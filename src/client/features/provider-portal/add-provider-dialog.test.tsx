// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_LABELS, type PermissionKey } from '@core/provider-portal/permissions';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { AddProviderDialog } from './add-provider-dialog';
import { pendingProvider } from './test-fixtures';
import { installResizeObserver } from '@client/components/ui/test-dom';

beforeAll(installResizeObserver);

let routes: Routes;
let calls: Call[];
let onClose: () => void;

beforeEach(() => {
  routes = {};
  calls = stubServer(routes);
  onClose = vi.fn<() => void>();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

async function openDialog() {
  renderPage(<AddProviderDialog onClose={onClose} />);
  return within(await screen.findByRole('dialog', { name: 'Add Healthcare Provider' }));
}

type Dialog = Awaited<ReturnType<typeof openDialog>>;

const switchOn = (dialog: Dialog, key: PermissionKey) =>
  dialog.getByRole('switch', { name: PERMISSION_LABELS[key].label }).getAttribute('aria-checked');

function fillIn(dialog: Dialog) {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  type(/^Name/, 'Sam Lee');
  type(/^Specialization/, 'Physiotherapy');
  type(/^Email/, 'Sam@Physio.test');
}

describe('Add Healthcare Provider', () => {
  it('presets the switches from the access level, and shows the level the switches make', async () => {
    const dialog = await openDialog();
    const level = dialog.getByRole('combobox', { name: 'Access level' }) as HTMLSelectElement;
    expect(level.value).toBe('read-only');
    expect(switchOn(dialog, 'viewPainData')).toBe('true');
    expect(switchOn(dialog, 'addNotes')).toBe('false');

    fireEvent.change(level, { target: { value: 'collaborative' } });
    expect(switchOn(dialog, 'addNotes')).toBe('true');
    expect(switchOn(dialog, 'scheduleFollowups')).toBe('true');
    expect(switchOn(dialog, 'modifyMedications')).toBe('false');
    expect(dialog.getByText(/Can also write notes/)).not.toBeNull();

    fireEvent.click(dialog.getByRole('switch', { name: 'Propose medication changes' }));
    expect(level.value).toBe('full-access');
  });

  it('shows a field error under the field and sends nothing', async () => {
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    const name = dialog.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Name is required',
    );
    expect(dialog.getByText('Enter a valid email address')).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends the invitation, closes and says so when it went by e-mail', async () => {
    routes['POST /api/healthcare-providers/invite'] = () =>
      Response.json({ provider: pendingProvider(), delivery: 'email' }, { status: 201 });
    const dialog = await openDialog();
    fillIn(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      name: 'Sam Lee',
      specialization: 'Physiotherapy',
      email: 'Sam@Physio.test',
      accessLevel: 'read-only',
      permissions: { viewPainData: true, addNotes: false },
    });
    expect(getToasts()[0]).toMatchObject({
      title: 'Invitation sent',
      description: 'A secure invitation goes to sam@physio.test.',
    });
  });

  it('shows the link and the code to pass on when this Cairn has no e-mail', async () => {
    routes['POST /api/healthcare-providers/invite'] = () =>
      Response.json(
        {
          provider: pendingProvider(),
          delivery: 'manual',
          link: 'https://cairn.test/clinician#secret-token',
          code: '123456',
        },
        { status: 201 },
      );
    const dialog = await openDialog();
    fillIn(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    const link = (await dialog.findByLabelText('Secure link')) as HTMLInputElement;
    expect(link.value).toBe('https://cairn.test/clinician#secret-token');
    expect((dialog.getByLabelText('Access code') as HTMLInputElement).value).toBe('123456');
    expect(dialog.getByRole('button', { name: 'Copy secure link' })).not.toBeNull();
    expect(dialog.getByRole('button', { name: 'Copy access code' })).not.toBeNull();
    expect(dialog.getByText(/shown only once/)).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(getToasts()).toHaveLength(0);

    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(dialog.getByRole('button', { name: 'Copy access code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('123456'));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when the invitation is refused", async () => {
    routes['POST /api/healthcare-providers/invite'] = () =>
      Response.json({ message: 'You already invited this e-mail address' }, { status: 409 });
    const dialog = await openDialog();
    fillIn(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'You already invited this e-mail address',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
