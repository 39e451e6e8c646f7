import { startStack } from '../local/stack.js';

/**
 * The local stack in a process of its own, driven by the hardening suite over IPC: it can be
 * asked for its memory after a full GC (the soak check), and killed outright (durability).
 */
const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR!;
const admin = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! };

const collect = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('start this process with --expose-gc');
  // Several rounds: finalizers and weak references free more on the second and third.
  for (let i = 0; i < 3; i += 1) gc();
};

const stack = await startStack({ port, dataDir, admin, log: () => {} });
process.send!({ type: 'ready', url: stack.url, mailUrl: stack.mailUrl });

process.on('message', (message: { type: string }) => {
  if (message.type === 'memory') {
    collect();
    process.send!({ type: 'memory', usage: process.memoryUsage() });
  }
  if (message.type === 'stop') void stack.stop().then(() => process.exit(0));
});
