// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeXhr } from '@client/api/biometrics/fake-xhr';
import { addDeviceKit, choose, chooseFile, connectBody, fillIn } from './add-device-test-kit';
import { device, importItem } from './test-fixtures';

const kit = addDeviceKit();

describe('Add Device: a CSV file', () => {
  it('makes the device, uploads the file to it, and asks about rows it could not read', async () => {
    kit.routes['POST /api/biometric-devices/connect'] = () =>
      Response.json(
        { device: device({ id: 'scale-1', name: 'Scale' }), token: null, pushUrl: null },
        { status: 201 },
      );
    kit.routes['POST /api/biometric-imports/import-1/confirm'] = () =>
      Response.json(
        importItem({
          kind: 'csv',
          status: 'completed',
          readingsAdded: 1250,
          recordsRead: 1253,
          skipped: 3,
        }),
      );
    const dialog = await choose(kit, /CSV/);
    expect(dialog.getByText(/weight.csv and bp.csv from a Withings data export/)).not.toBeNull();
    fillIn(dialog, 'Scale', 'smart_scale');
    chooseFile(dialog, 'CSV file', new File(['date,weight\n'], 'weight.csv'));
    fireEvent.click(dialog.getByRole('button', { name: 'Connect and upload' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(connectBody(kit)).toMatchObject({
      name: 'Scale',
      type: 'smart_scale',
      connection: 'csv',
      dataTypes: expect.objectContaining({ weight: true, heartRate: false }),
    });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.fields()).toEqual([
      ['kind', 'csv'],
      ['deviceId', 'scale-1'],
      ['file', 'weight.csv'],
    ]);
    act(() => xhr.progress(50, 100));
    expect(dialog.getByText('Uploading weight.csv: 50%')).not.toBeNull();
    act(() =>
      xhr.respond(
        202,
        importItem({
          kind: 'csv',
          fileName: 'weight.csv',
          status: 'needs_confirmation',
          recordsRead: 1253,
          lineErrors: [{ line: 17, message: "value: 'abc' is not a number" }],
          lineErrorCount: 3,
        }),
      ),
    );
    expect(await dialog.findByText("Line 17: value: 'abc' is not a number")).not.toBeNull();
    expect(dialog.getByText('and 2 more')).not.toBeNull();
    expect(dialog.getByText(/Nothing has been stored yet/)).not.toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Import the other 1,250 rows' }));
    expect(
      await dialog.findByText('Finished: 1,250 readings added from 1,253 records.'),
    ).not.toBeNull();
    expect(dialog.getByText(/3 skipped/)).not.toBeNull();
    expect(
      kit.calls.some(
        (call) => call.method === 'POST' && call.url === '/api/biometric-imports/import-1/confirm',
      ),
    ).toBe(true);
  });

  it('leaves a file with bad rows on Cancel, and puts it away', async () => {
    kit.routes['POST /api/biometric-devices/connect'] = () =>
      Response.json(
        { device: device({ id: 'scale-1' }), token: null, pushUrl: null },
        { status: 201 },
      );
    const dialog = await choose(kit, /CSV/);
    fillIn(dialog, 'Scale', 'smart_scale');
    chooseFile(dialog, 'CSV file', new File(['x'], 'bp.csv'));
    fireEvent.click(dialog.getByRole('button', { name: 'Connect and upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(
        202,
        importItem({
          status: 'needs_confirmation',
          lineErrors: [{ line: 2, message: 'bad' }],
          lineErrorCount: 1,
        }),
      ),
    );
    fireEvent.click(await dialog.findByRole('button', { name: 'Cancel' }));
    expect(kit.onHideImport).toHaveBeenCalledWith('import-1');
    expect(kit.onClose).toHaveBeenCalled();
    expect(kit.calls.some((call) => call.url.endsWith('/confirm'))).toBe(false);
  });
});

describe('Add Device: Apple Health', () => {
  it('explains the export, uploads with progress, then shows the server reading it', async () => {
    const dialog = await choose(kit, /Apple Health/);
    expect(dialog.getByText(/Export All Health Data/)).not.toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(dialog.getByText('Choose the export.zip file first.')).not.toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);

    const input = dialog.getByLabelText('Health export file');
    expect(input.getAttribute('accept')).toBe('.zip,.xml');
    chooseFile(dialog, 'Health export file', new File(['zip'], 'export.zip'));
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.fields()).toEqual([
      ['kind', 'apple_health'],
      ['file', 'export.zip'],
    ]);
    act(() => xhr.progress(30, 100));
    expect(
      dialog
        .getByRole('progressbar', { name: 'Uploading export.zip' })
        .getAttribute('aria-valuenow'),
    ).toBe('30');
    act(() => xhr.respond(202, importItem({ progress: 0.1 })));
    expect(await dialog.findByText('Reading the file: 10%')).not.toBeNull();
    expect(dialog.getByText(/You can close this window/)).not.toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(kit.onClose).toHaveBeenCalled();
  });

  it('says why the server refused the upload', async () => {
    const dialog = await choose(kit, /Apple Health/);
    chooseFile(dialog, 'Health export file', new File(['zip'], 'export.zip'));
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(409, { message: 'An import is already running.' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('An import is already running.');
  });
});
