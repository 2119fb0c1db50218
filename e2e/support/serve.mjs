// The server the browser tests talk to: the real build on a fresh, temporary embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));
// Weather comes from a local fake of Open-Meteo (the same one the API tests use), so no browser
// test reaches the internet. It listens on the port after the server's (E2E_WEATHER_PORT to
// choose another), where a spec can make it fail: POST /__fake/fail {"failure": "server-error"}.
const { startFakeOpenMeteo } = await tsImport(
  '../../src/server/test-support/fake-open-meteo.ts',
  import.meta.url,
);
const weather = await startFakeOpenMeteo({
  port: Number(process.env.E2E_WEATHER_PORT ?? Number(process.env.E2E_PORT ?? 5123) + 1),
});
// E-mail goes to a local SMTP catcher, so invitations and shares are really sent. A spec reads
// what reached an address from the port two after the server's: GET /mails?to=<address>.
const { startMailCatcher } = await tsImport(
  '../../src/server/test-support/mail-catcher.ts',
  import.meta.url,
);
const mail = await startMailCatcher();
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 5123) + 2);
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to') ?? '';
  const found = mail.mails
    .filter((caught) => caught.to.includes(to))
    .map((caught) => ({ to: caught.to, subject: caught.subject, text: caught.text }));
  // Each poll on a new connection: a kept-alive socket the server closes after five idle seconds
  // can meet the next poll on its way out, and the spec would see ECONNRESET.
  response.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
  response.end(JSON.stringify(found));
}).listen(mailPort, '127.0.0.1');
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '5123',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ADMIN_EMAILS: 'admin@cairn.test',
  // Many accounts and support requests come from one address during a run.
  AUTH_RATE_LIMIT: '100000',
  SUPPORT_RATE_LIMIT: '100000',
  WEATHER: 'on',
  SMTP_URL: mail.url,
  SUPPORT_EMAIL: 'support@cairn.test',
  ...weather.env,
});
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
