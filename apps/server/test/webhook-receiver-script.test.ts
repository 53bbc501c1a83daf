// scripts/webhook-receiver.ts, the README's tiny receiver (issue 17 point 7): run as the README runs
// it, it accepts a message signed by the portal's own signer, prints the event once however often it
// is delivered, and refuses a forged or unsigned one with 401.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../src/platform/webhooks/post-webhook.ts';
import { freePort } from './free-port.ts';

const root = join(import.meta.dirname, '../../..');
const secret = `whsec_${randomBytes(32).toString('base64')}`;
let receiver: ChildProcess;
let url: string;
let stdout = '';

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  receiver = spawn(
    process.execPath,
    [join(root, 'scripts/webhook-receiver.ts'), '--secret', secret, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  receiver.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    receiver.stderr?.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('listening')) resolve();
    });
    receiver.on('exit', (code) => reject(new Error(`the receiver exited with ${code}`)));
  });
});

afterAll(() => {
  receiver.kill('SIGTERM');
});

const post = (body: string, headers: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('the README webhook receiver', () => {
  it('prints a signed event once however often it arrives, and refuses forged ones', async () => {
    const id = `msg_${randomUUID()}`;
    const body = JSON.stringify({
      type: 'work-order.note-added',
      timestamp: new Date().toISOString(),
      data: { id, type: 'work-order.note-added', subject: { ordNum: 7, noteId: 9 } },
    });
    const headers = signedHeaders(secret, { id, timestamp: new Date(), body });

    expect((await post(body, headers)).status).toBe(204);
    expect((await post(body, headers)).status).toBe(204); // a redelivery
    const forged = body.replace('"ordNum":7', '"ordNum":8');
    expect((await post(forged, headers)).status).toBe(401);
    expect((await post(body, {})).status).toBe(401);
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
    expect((await post(body, signedHeaders(otherSecret, { id, timestamp: new Date(), body }))).status).toBe(
      401,
    );

    await expect.poll(() => stdout.trim().split('\n').filter(Boolean).length).toBe(1);
    const printed = JSON.parse(stdout.trim()) as { id: string; type: string; data: { subject: unknown } };
    expect(printed).toMatchObject({
      id,
      type: 'work-order.note-added',
      data: { subject: { ordNum: 7, noteId: 9 } },
    });
  });
});
