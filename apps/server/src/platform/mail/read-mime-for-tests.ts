// Just enough MIME reading for the mail tests (mailparser cannot be installed here): headers,
// multipart bodies, base64 and quoted-printable. Not for production input.

export type MimePart = {
  headers: Map<string, string>;
  /** the decoded body of a leaf part */
  body: Buffer;
  parts: MimePart[];
};

function splitHeadersAndBody(raw: string): [string, string] {
  const at = raw.indexOf('\r\n\r\n');
  return at === -1 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + 4)];
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  // a line starting with white space continues the previous header
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A parameter of a structured header, e.g. boundary of Content-Type or filename of Content-Disposition. */
export function headerParam(value: string | undefined, name: string): string | undefined {
  const match = value?.match(new RegExp(`(?:^|;)\\s*${name}="?([^";]*)"?`, 'i'));
  return match?.[1];
}

function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const text = body.replace(/=\r\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'latin1');
  }
}

/** Reads a raw message; the raw text is handled as latin1 so that bytes survive unchanged. */
export function readMime(raw: Buffer | string): MimePart {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const [headerBlock, body] = splitHeadersAndBody(text);
  const headers = parseHeaders(headerBlock);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParam(contentType, 'boundary');
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(`--${boundary}`);
    // the first section is the preamble, the last one follows the closing "--boundary--"
    const parts = sections.slice(1, -1).map((s) => readMime(s.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  return { headers, body: decodeBody(body, headers.get('content-transfer-encoding')), parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

export function findPart(message: MimePart, contentType: string): MimePart | undefined {
  return leafParts(message).find((p) => p.headers.get('content-type')?.toLowerCase().startsWith(contentType));
}
