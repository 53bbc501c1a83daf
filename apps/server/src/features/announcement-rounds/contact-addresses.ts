// A vendor's contact e-mail field as the addresses a round's e-mails go to: split at ';', trimmed,
// only what looks like an address, each once.
const EMAIL = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;

export function contactAddresses(contactEmail: string): string[] {
  return [
    ...new Set(
      contactEmail
        .split(';')
        .map((a) => a.trim())
        .filter((a) => EMAIL.test(a)),
    ),
  ];
}
