// File names come from users. The header must not let one break out of its quotes, inject a header
// or hint at a directory, and old browsers that ignore filename* still need a readable ASCII name.
const UNSAFE = /["\\/\p{Cc}]/gu;
const MAX_NAME_LENGTH = 200;

export function safeFileName(fileName: string): string {
  // a lone surrogate would make encodeURIComponent throw, hence \p{Cs}; slicing keeps whole code points
  const cleaned = fileName
    .replace(/\p{Cs}/gu, '_')
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .trim();
  const name = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('');
  return name === '' || /^\.+$/.test(name) ? 'download' : name;
}

// RFC 5987: encodeURIComponent leaves a few characters that attr-char does not allow
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"; filename*=UTF-8''…` for any user-given name. */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** `inline; filename="…"; filename*=UTF-8''…`: shown in place (a preview), named if saved. */
export function inlineDisposition(fileName: string): string {
  return attachmentDisposition(fileName).replace(/^attachment;/, 'inline;');
}
