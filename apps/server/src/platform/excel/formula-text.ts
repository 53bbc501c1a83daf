// Text that a spreadsheet would read as a formula, made inert for the Excel exports (issue 37 point 6b,
// decision 098). Our cells hold such text as text, so opening the file runs nothing; but a user who
// edits the cell and presses Enter has Excel parse it again, and `=HYPERLINK(...)` or a DDE call runs.
// As OWASP's CSV-injection advice says, a cell whose text begins with = + - @, a tab or a carriage
// return gets a single quote in front: re-entered, the quote keeps it text, and it still reads as it
// was. Leading spaces are no shield (spreadsheets skip them when parsing), so the first character
// after them counts too. Money and dates are numbers in their own cells and never pass through here.

// the characters that start a formula (or, in a CSV's re-import, a new cell: tab, CR, LF)
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@])/;
// a plain number ('-12.50', '+1'): re-entered it becomes that number and nothing else, so it stays as it is
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** `text`, with a single quote in front when a spreadsheet would read it as a formula. */
export function inertCellText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
