import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { FakeXhr } from '@client/api/biometrics/fake-xhr';
import { clearPage } from '@client/components/analysis/page-kit';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { installResizeObserver } from '@client/components/ui/test-dom';
import { AddDeviceDialog } from './add-device-dialog';

/* The Add Device dialog's tests: a stubbed server and XMLHttpRequest, and the usual steps. */

export interface AddDeviceKit {
  routes: Routes;
  calls: Call[];
  onClose: () => void;
  onHideImport: (id: string) => void;
}

/** Registers the hooks; the returned object holds the current test's stubs. */
export function addDeviceKit(): AddDeviceKit {
  const kit: AddDeviceKit = { routes: {}, calls: [], onClose: vi.fn(), onHideImport: vi.fn() };
  beforeAll(installResizeObserver);
  beforeEach(() => {
    kit.routes = {};
    kit.calls = stubServer(kit.routes);
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    kit.onClose = vi.fn<() => void>();
    kit.onHideImport = vi.fn<(id: string) => void>();
  });
  afterEach(clearPage);
  return kit;
}

/** Opens the dialog and picks one of the three ways. */
export async function choose(kit: AddDeviceKit, way: RegExp) {
  renderPage(<AddDeviceDialog onClose={kit.onClose} onHideImport={kit.onHideImport} />);
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Device' }));
  fireEvent.click(dialog.getByRole('button', { name: way }));
  return dialog;
}

export type DialogQueries = Awaited<ReturnType<typeof choose>>;

export function fillIn(dialog: DialogQueries, name: string, type: string) {
  fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(dialog.getByLabelText('Kind of device'), { target: { value: type } });
}

export const chooseFile = (dialog: DialogQueries, label: string, file: File) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { files: [file] } });

export const connectBody = (kit: AddDeviceKit) =>
  kit.calls.find((call) => call.url === '/api/biometric-devices/connect')?.body as Record<
    string,
    unknown
  >;
