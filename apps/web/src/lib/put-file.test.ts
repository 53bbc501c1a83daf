// putFile against a real loopback server: a refusal carries the store's own words, and a connection
// that fails says so in words a vendor understands rather than SPEC's bare 'Error' (issue 15).
import { describe, expect, it } from 'vitest';
import { TRANSFER_CONNECTION_FAILED } from '@vp/contracts';
import { putFile } from './put-file.ts';
import { loopbackApi } from './testing/loopback-api.ts';

// a blob store's upload link, on an origin of its own (not the API's)
const store = loopbackApi(
  (req, res) => {
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
    res.writeHead(415, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ error: 'This upload link accepts only application/pdf files.' }));
  },
  { asApi: false },
);

describe('putFile', () => {
  it("rejects with the store's words when it refuses the file", async () => {
    await expect(
      putFile(`${store.origin}/blobs/x`, new Blob(['x']), { contentType: 'text/plain' }),
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
