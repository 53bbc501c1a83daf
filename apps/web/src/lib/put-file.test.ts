// putFile against a real loopback server: a refusal carries the store's own words, and a connection
// that fails says so in words a vendor understands rather than SPEC's bare 'Error' (issue 15).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_CONNECTION_FAILED } from '@vp/contracts';
import { putFile } from './put-file.ts';

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    // jsdom asks first, as a browser does for a PUT to another origin
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'PUT',
        'access-control-allow-headers': 'content-type',
      });
      res.end();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(415, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ error: 'This upload link accepts only application/pdf files.' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('putFile', () => {
  it("rejects with the store's words when it refuses the file", async () => {
    await expect(
      putFile(`${origin}/blobs/x`, new Blob(['x']), { contentType: 'text/plain' }),
    ).rejects.toMatchObject({
      status: 415,
      message: 'This upload link accepts only application/pdf files.',
    });
  });

  it('says that the connection failed when no answer comes', async () => {
    await expect(
      putFile('http://127.0.0.1:1/blobs/x', new Blob(['x']), { contentType: 'text/plain' }),
    ).rejects.toMatchObject({ status: 0, message: TRANSFER_CONNECTION_FAILED });
  });
});
