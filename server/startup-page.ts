// First start (issue 14 item 8): the port answers from the first second. While the database opens,
// migrates and the demo data is written, a small HTTP server on the console's port answers a progress
// page (it reloads itself every 2 s) and 503 on the API, /api/health included, so health checks and the
// end-to-end runner keep waiting; the terminal shows the phase and the time spent. It runs in a worker
// thread because writing the demo data into PGlite keeps the main thread busy for seconds at a time.
// main.ts closes it and starts the console on the same port once everything is ready.
import { Worker } from 'node:worker_threads';

export interface StartupProgress {
  /** the port it listens on (the one asked for, or the one the system chose for 0) */
  port: number;
  phase(text: string): void;
  /** counts within the phase (the demo data: endpoints written of all, events stored); a new phase clears them */
  count(done: number, total: number, text: string): void;
  close(): Promise<void>;
}

// Plain JavaScript: the worker is started from this source text, without the TypeScript loader.
const WORKER = String.raw`
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, host, interactive } = workerData;
const started = Date.now();
let current = workerData.phase;
let counted = null;
let lastPrinted = 0;
const seconds = () => Math.round((Date.now() - started) / 1000);
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const status = () => current + (counted ? ': ' + counted.text : '');
const bar = () => {
  if (!counted || !(counted.total > 0)) return '';
  const filled = Math.round((20 * Math.min(counted.done, counted.total)) / counted.total);
  return ' [' + '#'.repeat(filled) + '.'.repeat(20 - filled) + '] ' + Math.floor((100 * Math.min(counted.done, counted.total)) / counted.total) + '%';
};
const meter = () => counted && counted.total > 0
  ? '<progress aria-label="Starting" value="' + Math.min(counted.done, counted.total) + '" max="' + counted.total + '"></progress>'
  : '<progress aria-label="Starting"></progress>';
const page = () => '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Palisade is starting</title>'
  + '<style>body{font-family:system-ui,sans-serif;margin:15vh auto;max-width:32rem;padding:0 1rem;color:#1c2024}progress{width:100%}</style></head>'
  + '<body><h1>Palisade is starting</h1><p role="status">' + escapeHtml(status()) + ' (' + seconds() + ' s so far).</p>' + meter()
  + '<p>The first start writes the demo data, which takes a minute or two. This page reloads by itself and opens the console when it is ready.</p></body></html>\n';
const common = { 'cache-control': 'no-store', 'retry-after': '2', 'x-content-type-options': 'nosniff' };
const server = createServer((request, response) => {
  const url = request.url || '/';
  if (url.startsWith('/api') || url.startsWith('/agent')) {
    response.writeHead(503, { ...common, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ exception: 'The console is starting.', code: 'STARTING', phase: current, ...(counted ? { done: counted.done, total: counted.total, progress: counted.text } : {}), seconds: seconds() }));
    return;
  }
  response.writeHead(503, { ...common, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
  response.end(request.method === 'HEAD' ? undefined : page());
});
const line = () => status() + bar() + '... ' + seconds() + ' s';
const write = (text) => process.stdout.write(text);
const timer = setInterval(() => { if (interactive) write('\r' + line() + '\x1b[K'); }, 1000);
server.once('error', (error) => parentPort.postMessage({ error: error.message }));
server.listen(port, host, () => {
  write('Palisade is starting on port ' + port + ': open it now to follow the progress.\n' + line() + (interactive ? '' : '\n'));
  parentPort.postMessage({ listening: server.address().port });
});
parentPort.on('message', (message) => {
  if (message.phase) {
    write((interactive ? '\r' + line() + ' done\n' : '') );
    current = message.phase;
    counted = null;
    write(line() + (interactive ? '' : '\n'));
  }
  if (message.count) {
    counted = message.count;
    // a terminal redraws its line; a log gets a line at most every 5 s, and the last count
    if (interactive) write('\r' + line() + '\x1b[K');
    else if (Date.now() - lastPrinted >= 5000 || counted.done >= counted.total) {
      lastPrinted = Date.now();
      write(line() + '\n');
    }
  }
  if (message.close) {
    clearInterval(timer);
    write((interactive ? '\r' + line() + ' done\n' : '') + 'Ready after ' + seconds() + ' s.\n');
    server.closeAllConnections();
    server.close(() => parentPort.postMessage({ closed: true }));
  }
});
`;

/** Listens on the console's port at once; `phase` updates what the page and the terminal say. */
export async function startProgressServer(port: number, host: string): Promise<StartupProgress> {
  const worker = new Worker(WORKER, { eval: true, workerData: { port, host, interactive: Boolean(process.stdout.isTTY), phase: 'Loading the console' } });
  let listeningOn = port;
  const next = (key: 'listening' | 'closed') =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (message: { listening?: number; closed?: boolean; error?: string }) => {
        if (message.error) {
          worker.off('message', onMessage);
          void worker.terminate();
          reject(new Error(`Cannot listen on ${host}:${port}: ${message.error}`));
        } else if (message[key]) {
          if (message.listening) listeningOn = message.listening;
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
    });
  await next('listening');
  return {
    port: listeningOn,
    phase: (text) => worker.postMessage({ phase: text }),
    count: (done, total, text) => worker.postMessage({ count: { done, total, text } }),
    async close() {
      const closed = next('closed');
      worker.postMessage({ close: true });
      await closed;
      await worker.terminate();
    },
  };
}
