// The reference point for absolute budgets: a bare Fastify "hello world" on this machine.
// ARCHITECTURE.md's figures were set where this answers ~34k req/s.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
