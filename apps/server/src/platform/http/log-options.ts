// What the server logs never carries a credential: whoever reads the logs (an operator, a log
// service, a support ticket with a paste) must not be able to sign in, download a document or open a
// password or announcement link with what they read there (issue 14, decision 037).
import pino, { type LoggerOptions } from 'pino';

/**
 * Query parameters whose values are credentials: the e-mailed links' tokens (`token`, `password`,
 * the announcement pages' `t`, decision 020), the local store's signature (`sig`: a signed blob URL
 * downloads or uploads for its whole lifetime), S3 pre-signed URLs' signature, credential and session
 * token, and OAuth-style tokens.
 */
const SECRET_PARAMS = [
  'token',
  'password',
  't',
  'sig',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
];
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'<>]*`, 'gi');
// a JWT (our ID and provider access tokens), a bearer or Basic credential, or an API client's
// secret (decision 047) anywhere in a text
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi;
// Basic credentials: case-sensitive and long, so that the word in a sentence stays
const BASIC = /\b(Basic\s+)[A-Za-z0-9+/]{16,}={0,2}/g;
const CLIENT_SECRET = /\bvps_[\w-]+/g;

/** The text with every credential of a URL, a JWT, a bearer or Basic credential or a client secret replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(JWT, '[redacted]')
    .replace(BEARER, '$1[redacted]')
    .replace(BASIC, '$1[redacted]')
    .replace(CLIENT_SECRET, '[redacted]');
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request summary (never the headers or the body), with credentials cut out of the URL. */
function requestForLog(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * pino's error summary with credentials cut out of the message and stack (a failed fetch names its
 * URL), and without Node's `rawPacket` of a malformed request, which holds its request line.
 */
function errorForLog(err: Error) {
  const { rawPacket: _rawPacket, ...serialized } = pino.stdSerializers.err(err) as ReturnType<
    typeof pino.stdSerializers.err
  > & { rawPacket?: unknown };
  return {
    ...serialized,
    message: redactSecrets(serialized.message),
    ...(serialized.stack ? { stack: redactSecrets(serialized.stack) } : {}),
  };
}

// Fields that hold a credential when an object is logged as it is: at the top or one level down.
const SECRET_FIELDS = ['password', 'newPassword', 'token', 'refreshToken', 'idToken', 'authorization'];

/** The server's pino options: level, redaction, and the request and error summaries above. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
  ],
  serializers: { req: requestForLog, err: errorForLog },
  hooks: {
    // messages are texts we write, but one may quote a URL (e.g. a client error's request line)
    logMethod(args, method) {
      const [first, ...rest] = args;
      if (typeof first === 'string') return method.apply(this, [redactSecrets(first), ...rest]);
      const [message, ...more] = rest;
      if (typeof message === 'string') {
        return method.apply(this, [first, redactSecrets(message), ...more] as Parameters<typeof method>);
      }
      return method.apply(this, args);
    },
  },
});
