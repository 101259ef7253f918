// Issue 14 item 8: while the console starts, its port already answers: a progress page, and 503 on the
// API so that health checks keep waiting; closing it frees the port for the console.
import { afterEach, expect, it } from 'vitest';
import { startProgressServer, type StartupProgress } from './startup-page';

let progress: StartupProgress | undefined;
afterEach(async () => {
  await progress?.close().catch(() => {});
  progress = undefined;
});

it('answers a progress page and 503 on the API until closed, then frees the port', async () => {
  progress = await startProgressServer(0, '127.0.0.1');
  const base = `http://127.0.0.1:${progress.port}`;
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(503);
  expect(health.headers.get('retry-after')).toBe('2');
  expect(await health.json()).toMatchObject({ code: 'STARTING', phase: 'Loading the console' });

  progress.phase('Writing the demo data');
  // the phase travels to the worker as a message: the next requests see it
  await expect.poll(async () => (await fetch(`${base}/dashboard`)).text()).toContain('Writing the demo data');
  const page = await fetch(`${base}/dashboard`);
  expect(page.status).toBe(503);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  expect(html).toContain('Palisade is starting');
  expect(html).toContain('http-equiv="refresh"');

  await progress.close();
  progress = undefined;
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
});

it('shows the counts of a phase on the page and in the API answer, until the next phase clears them', async () => {
  progress = await startProgressServer(0, '127.0.0.1');
  const base = `http://127.0.0.1:${progress.port}`;
  progress.phase('Writing the demo data');
  progress.count(120, 500, 'Acme Corp, 120 of 500 endpoints, 31,204 events');
  await expect.poll(async () => (await fetch(`${base}/api/health`)).json()).toMatchObject({
    code: 'STARTING', phase: 'Writing the demo data', done: 120, total: 500, progress: 'Acme Corp, 120 of 500 endpoints, 31,204 events',
  });
  const html = await (await fetch(`${base}/`)).text();
  expect(html).toContain('Writing the demo data: Acme Corp, 120 of 500 endpoints, 31,204 events (');
  expect(html).toContain('<progress aria-label="Starting" value="120" max="500"></progress>');

  progress.phase('Starting the console');
  await expect.poll(async () => (await fetch(`${base}/api/health`)).json()).toMatchObject({ phase: 'Starting the console' });
  const after = await (await fetch(`${base}/api/health`)).json();
  expect(after).not.toHaveProperty('done');
  expect(await (await fetch(`${base}/`)).text()).toContain('<progress aria-label="Starting"></progress>');
});

it('refuses a port that is taken, with the reason', async () => {
  progress = await startProgressServer(0, '127.0.0.1');
  await expect(startProgressServer(progress.port, '127.0.0.1')).rejects.toThrow(/Cannot listen on 127\.0\.0\.1:\d+: .*EADDRINUSE/);
});
