// `npm run dev`: the API with reload on change (tsx watch, port PORT or 3000) and the Vite dev
// server with hot module replacement (http://localhost:5173, /api proxied to the API).
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', 'web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
