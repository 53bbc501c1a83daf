// PostgreSQL's refusals of a value itself (SQLSTATE class 22, data exception): a NUL byte or a byte
// sequence that is not UTF-8, text where a number or date belongs, a value too long or out of range.
// Behind the shared control-character rule of the contracts these should not happen; when one does,
// it is a 400 for the request, not a 500 with a stack (issue 14).
const invalidValueCodes = new Set([
  '22021', // character_not_in_repertoire (e.g. 0x00)
  '22P05', // untranslatable_character
  '22P02', // invalid_text_representation
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
]);

export function isInvalidTextForDatabase(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && invalidValueCodes.has(code);
}
