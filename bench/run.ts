// `npm run bench`: figures as ratios against a baseline measured in the same run, because the
// machine is shared and absolute numbers drift. Budgets: ARCHITECTURE.md section 6.
import { formatLoad, load } from './http';
import { signUp, startServer } from './server-process';

const port = 5400 + Math.floor(Math.random() * 500);
const server = await startServer(port);
try {
  const cookie = await signUp(server.url);
  // Warm-up so the first measured route does not pay for JIT compilation.
  await load(server, 'warm-up', { path: '/api/health' }, 1);

  const health = await load(server, 'GET /api/health (baseline)', { path: '/api/health' });
  const user = await load(server, 'GET /api/auth/user (session)', {
    path: '/api/auth/user',
    headers: { cookie },
  });

  console.log('\nHTTP (embedded SQLite, 20 connections, 5 s each)');
  console.log(formatLoad(health));
  console.log(formatLoad(user));
  const ratio = user.requestsPerSecond / health.requestsPerSecond;
  console.log(
    `auth/user vs health ratio: ${ratio.toFixed(2)} (budget >= 0.30) ${ratio >= 0.3 ? 'OK' : 'OVER BUDGET'}`,
  );

  const rss = server.rssMb();
  console.log(
    `server RSS after load: ${rss} MB (budget <= 120 MB) ${rss <= 120 ? 'OK' : 'OVER BUDGET'}`,
  );
} finally {
  await server.stop();
}
