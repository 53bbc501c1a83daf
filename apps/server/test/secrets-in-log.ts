// Finds credentials in a server log: what the log tests (server and e2e) fail on. Patterns catch the
// kinds of secret whatever their value (a signed blob URL's sig, a JWT, a link token, a bearer or
// refresh cookie, a password field); `known` adds values a test knows (passwords, refresh tokens).

const PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: 'blob URL signature', pattern: /[?&]sig=[0-9a-f]{16}/i },
  {
    kind: 'S3 signature or credential',
    pattern: /X-Amz-(?:Signature|Credential|Security-Token)=[\w%/.-]{8}/i,
  },
  { kind: 'JWT', pattern: /eyJ[\w-]{8,}\.[\w-]{8,}\./ },
  {
    kind: 'link token or password in a URL',
    pattern: /[?&](?:token|password|t|access_token|refresh_token|id_token)=(?!\[redacted\])[^&#\s"]{6}/i,
  },
  { kind: 'bearer token', pattern: /Bearer\s+(?!\[redacted\])[\w.~+/=-]{8}/i },
  { kind: 'refresh cookie', pattern: /vp_refresh=[\w-]{8}/ },
  {
    kind: 'secret field',
    pattern:
      /"(?:password|newPassword|token|refreshToken|idToken|authorization|cookie)"\s*:\s*"(?!\[Redacted\]|\[redacted\])[^"]{4}/i,
  },
];

export type SecretFound = { line: number; kind: string; excerpt: string };

export type SecretScanOptions = {
  /** exact values that must not appear (at least 8 characters each) */
  known?: readonly string[];
  /** lines that may hold a secret on purpose (e.g. the demo's sign-in printed at start) */
  allow?: (line: string) => boolean;
};

/** Every line of `log` that holds a credential, with the secret itself masked in the excerpt. */
export function findSecrets(log: string, options: SecretScanOptions = {}): SecretFound[] {
  const known = (options.known ?? []).filter((value) => value.length > 0);
  for (const value of known) {
    if (value.length < 8) throw new Error(`a known secret of ${value.length} characters matches too much`);
  }
  const found: SecretFound[] = [];
  log.split('\n').forEach((text, index) => {
    if (options.allow?.(text)) return;
    for (const { kind, pattern } of PATTERNS) {
      const match = pattern.exec(text);
      if (match) found.push({ line: index + 1, kind, excerpt: excerpt(text, match.index) });
    }
    for (const value of known) {
      const at = text.indexOf(value);
      if (at >= 0) found.push({ line: index + 1, kind: 'known secret', excerpt: excerpt(text, at) });
    }
  });
  return found;
}

// enough to find the line and what kind of thing it is, not enough to use the secret
function excerpt(text: string, at: number): string {
  const start = Math.max(0, at - 60);
  return `${text.slice(start, at + 6)}…`;
}

/** A readable report of what findSecrets found (for a test's failure message). */
export function describeSecrets(found: readonly SecretFound[]): string {
  return found
    .slice(0, 20)
    .map((f) => `line ${f.line}: ${f.kind}: ${f.excerpt}`)
    .join('\n');
}
