// The server's own TLS (decision 085): with a certificate it speaks HTTPS, HTTP/2 to the browsers that
// offer it (all current ones) and HTTP/1.1 to the clients that do not (curl without --http2, old
// libraries), on one port. HTTP/2 carries the app's ~40 module files and the start's calls on one
// connection, where HTTP/1.1 gives a browser six and a round trip per file on each.
import { readFileSync } from 'node:fs';
import type { SecureServerOptions } from 'node:http2';

export type TlsFiles = { certFile: string; keyFile: string };

/** Fastify's options for HTTPS with HTTP/2 and HTTP/1.1 (ALPN picks), from the PEM files. */
export function tlsServerOptions(tls: TlsFiles): { http2: true; https: SecureServerOptions } {
  return {
    http2: true,
    https: { allowHTTP1: true, cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) },
  };
}
