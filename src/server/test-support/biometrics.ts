import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import yazl from 'yazl';
import { DATA_TYPE_FLAGS, type DataTypes } from '@core/biometrics/reading-types';
import type { ConnectDevicePayload, PushBatchPayload } from '@core/biometrics/schemas';
import type { ConnectResult } from '@core/biometrics/types';
import type { Config } from '../config';
import { api, type Who } from './api';
import { createTestApp, type TestApp } from './test-app';

/** Test data and calls for Biometric Integration's API tests. */

export function dataTypes(...on: (keyof DataTypes)[]): DataTypes {
  return Object.fromEntries(DATA_TYPE_FLAGS.map((flag) => [flag, on.includes(flag)])) as DataTypes;
}

export const ALL_TYPES = dataTypes(...DATA_TYPE_FLAGS);

/** The real app with a data folder of its own, for uploads. */
export async function createBiometricsApp(
  config: Partial<Config> = {},
): Promise<TestApp & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bio-'));
  const t = await createTestApp({ config: { dataDir, ...config } });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function devicePayload(overrides: Partial<ConnectDevicePayload> = {}): ConnectDevicePayload {
  return {
    name: 'Withings scale',
    type: 'smart_scale',
    brand: 'Withings',
    model: 'Body+',
    connection: 'push',
    dataTypes: ALL_TYPES,
    ...overrides,
  };
}

export async function connectDevice(
  t: TestApp,
  who: Who,
  overrides: Partial<ConnectDevicePayload> = {},
): Promise<ConnectResult> {
  const response = await api(t)(
    who,
    'POST',
    '/api/biometric-devices/connect',
    devicePayload(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConnectResult;
}

export function push(t: TestApp, token: string | null, body: unknown, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/biometric-readings',
    remoteAddress: ip,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: body as object,
  });
}

/** An ISO instant `minutesAgo` before now, with an explicit offset. */
export function ago(minutesAgo: number): string {
  return new Date(Date.now() - minutesAgo * 60_000).toISOString();
}

export function batch(readings: PushBatchPayload['readings'], battery?: number): PushBatchPayload {
  return { readings, ...(battery === undefined ? {} : { batteryLevel: battery }) };
}

/** A multipart/form-data body with text fields, then the file (as the page sends it). */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cairn${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  t: TestApp,
  who: Who | null,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string },
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/biometric-imports',
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
    payload: body.payload,
  });
}

/** A zip holding `apple_health_export/export.xml`, as the Health app shares it. */
export async function zipExport(xml: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(xml), 'apple_health_export/export.xml');
  zip.addBuffer(Buffer.from('<ClinicalDocument/>'), 'apple_health_export/export_cda.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
