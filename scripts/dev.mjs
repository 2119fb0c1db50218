// `npm run dev`: the API with restarts on change (port 5001) and Vite with hot reload on
// PORT (5000), which forwards /api to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '5001' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5000'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
