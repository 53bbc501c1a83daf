// A test server as it serves with TLS_CERT_FILE and TLS_KEY_FILE set: HTTPS and HTTP/2 on a port of its
// own, for the tests of what only that transport does (HTTP/2 streams, ALPN, compression over TLS).
import { startTestServer, type TestServer } from './harness.ts';
import { freePort } from './free-port.ts';
import type { SelfSignedCertificate } from './self-signed-certificate.ts';

/** A test server on HTTPS at a free port with `certificate`, its PUBLIC_URL that address; `env` adds settings. */
export async function startHttpsTestServer(
  certificate: SelfSignedCertificate,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const port = await freePort();
  return startTestServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: `https://127.0.0.1:${port}`,
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
      ...env,
    },
  });
}
