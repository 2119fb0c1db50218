// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToasts } from '@client/lib/toast';
import { addDeviceKit, choose, connectBody, fillIn } from './add-device-test-kit';
import { cuff } from './test-fixtures';

const kit = addDeviceKit();

describe('Add Device: a device that sends readings', () => {
  it('connects, then shows the token once with the push URL and a request to copy', async () => {
    kit.routes['POST /api/biometric-devices/connect'] = () =>
      Response.json(
        {
          device: cuff(),
          token: 'cairn_dt_secret',
          pushUrl: 'https://cairn.test/api/biometric-readings',
        },
        { status: 201 },
      );
    const dialog = await choose(kit, /sends readings/);
    fillIn(dialog, 'Bedroom cuff', 'blood_pressure_monitor');
    expect(
      dialog.getByRole('switch', { name: 'Blood pressure' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect((dialog.getByLabelText('Keep raw readings for') as HTMLSelectElement).value).toBe('365');
    fireEvent.click(dialog.getByRole('button', { name: 'Connect' }));

    const token = (await dialog.findByLabelText('Device token')) as HTMLInputElement;
    expect(token.value).toBe('cairn_dt_secret');
    expect((dialog.getByLabelText('Push URL') as HTMLInputElement).value).toBe(
      'https://cairn.test/api/biometric-readings',
    );
    const example = (dialog.getByLabelText('Example request') as HTMLTextAreaElement).value;
    expect(example).toContain("curl -X POST 'https://cairn.test/api/biometric-readings'");
    expect(example).toContain("-H 'Authorization: Bearer cairn_dt_secret'");
    // The example is of a kind the device is set to send.
    expect(example).toContain('"type":"blood_pressure","value":122,"diastolic":78');
    expect(dialog.getByText(/Cairn keeps only a fingerprint of it/)).not.toBeNull();
    expect(dialog.getByText(/Home Assistant/)).not.toBeNull();
    expect(connectBody(kit)).toEqual({
      name: 'Bedroom cuff',
      type: 'blood_pressure_monitor',
      brand: '',
      model: '',
      connection: 'push',
      dataTypes: expect.objectContaining({ bloodPressure: true, heartRate: true, weight: false }),
      dataRetentionDays: 365,
    });
    expect(getToasts()[0]).toMatchObject({ title: 'Device connected' });
    expect(kit.onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(kit.onClose).toHaveBeenCalled();
  });

  it('checks the form first and sends nothing without a name', async () => {
    const dialog = await choose(kit, /sends readings/);
    fireEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    const name = dialog.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Name is required')).not.toBeNull();
    expect(kit.calls).toHaveLength(0);
  });

  it('says Connection failed, and puts the server’s field errors beside the fields', async () => {
    kit.routes['POST /api/biometric-devices/connect'] = () =>
      Response.json(
        {
          message: 'name: You already have a device with this name',
          issues: [{ path: 'name', message: 'You already have a device with this name' }],
        },
        { status: 400 },
      );
    const dialog = await choose(kit, /sends readings/);
    fillIn(dialog, 'Bedroom cuff', 'smart_scale');
    fireEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Connection failed',
        description: 'Unable to connect device. Check compatibility and try again.',
      }),
    );
    const name = dialog.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('You already have a device with this name')).not.toBeNull();
  });
});
