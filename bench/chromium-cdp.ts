// The system Chromium started with a DevTools port, for the benchmarks that need more than Playwright's
// pipe gives them: Lighthouse connects to the port, and a raw CDP client on the browser's socket
// emulates a network in every tab from its first request, tabs that a link opens included
// (Playwright's CDP sessions reach a tab only once it has started loading).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type Link = { name: string; downMbit: number; upMbit: number; latencyMs: number };

/**
 * The links of issue 19 (down and latency from the issue). Up is ours: cable 10 Mbit/s and 4G 1.5 Mbit/s,
 * the usual asymmetry of such links; the pages send little (a sign-in's bodies are under 1 KB: ~5 ms at 1.5 Mbit/s).
 */
export const LINKS: Record<'cable' | '4g', Link> = {
  cable: { name: 'cable', downMbit: 50, upMbit: 10, latencyMs: 20 },
  '4g': { name: '4G', downMbit: 9, upMbit: 1.5, latencyMs: 80 },
};

export type LaunchedChromium = { port: number; browserWs: string; close(): Promise<void> };

export async function launchChromium(extraArgs: string[] = []): Promise<LaunchedChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'vp-bench-cdp-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-default-apps',
      '--mute-audio',
      ...extraArgs,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  // the port file, once written whole; then the port answering
  const portFile = join(profile, 'DevToolsActivePort');
  let [port, path] = ['', ''];
  for (let i = 0; i < 300 && !path; i++) {
    await sleep(100);
    if (existsSync(portFile)) [port = '', path = ''] = readFileSync(portFile, 'utf8').trim().split('\n');
  }
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  return {
    port: Number(port),
    browserWs: `ws://127.0.0.1:${port}${path}`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string };

/** A minimal CDP client on a WebSocket (flat sessions). */
export async function connectCdp(ws: string) {
  const socket = new WebSocket(ws);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, ((params: Record<string, unknown>, sessionId?: string) => void)[]>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message & {
      result?: unknown;
      error?: { message: string };
    };
    if (message.id !== undefined) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
    } else if (message.method) {
      for (const listener of listeners.get(message.method) ?? [])
        listener(message.params ?? {}, message.sessionId);
    }
  });
  return {
    send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<unknown> {
      const id = ++lastId;
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    on(method: string, listener: (params: Record<string, unknown>, sessionId?: string) => void) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    close() {
      socket.close();
    },
  };
}

/**
 * Emulates `link` in every tab of the browser from its first request: the browser's auto-attach holds
 * each new tab until the emulation is set (waitForDebuggerOnStart). `set(undefined)` lifts it for tabs
 * opened later. DevTools' emulation: each request waits the latency once, then the bytes flow at the rate.
 */
export async function emulateEveryTab(browserWs: string) {
  const cdp = await connectCdp(browserWs);
  let link: Link | undefined;
  const conditions = () =>
    link
      ? {
          offline: false,
          latency: link.latencyMs,
          downloadThroughput: (link.downMbit * 1_000_000) / 8,
          uploadThroughput: (link.upMbit * 1_000_000) / 8,
        }
      : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  cdp.on('Target.attachedToTarget', (params) => {
    const sessionId = params.sessionId as string;
    const type = (params.targetInfo as { type: string }).type;
    // Sent in order, not awaited one by one: the browser sets the emulation when it reads the command,
    // while its answer waits for the tab's renderer, which a new tab starts only once let go.
    const sent: Promise<unknown>[] = [];
    if (type === 'page') sent.push(cdp.send('Network.emulateNetworkConditions', conditions(), sessionId));
    if (params.waitingForDebugger) sent.push(cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId));
    void Promise.allSettled(sent);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return {
    set(next: Link | undefined) {
      link = next;
    },
    close: () => cdp.close(),
  };
}
