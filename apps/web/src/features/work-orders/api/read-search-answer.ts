// Reads the search answer {"vendors":[…]} as it arrives, so that the grid can draw the first rows of a
// large result while the rest is still coming (decision 025): 100,000 rows are 49 MB of JSON, most of
// a second on the wire. The whole answer is still parsed once, by JSON.parse, at the end.
import { FALLBACK_ERROR_TEXT, type SearchWorkOrdersResponse, type WorkOrderRow } from '@vp/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { nextPaint } from '../../../lib/next-paint.ts';

/** Rows handed over early: more than a screen of any page size, fewer than a small result. */
export const EARLY_ROWS = 1000;
// the early rows are a few hundred KB: past this, the answer is not what we expect; stop looking
const MAX_EARLY_TEXT = 4 * 1024 * 1024;
const PREFIX = '{"vendors":[';

/** The first `count` rows at the beginning of an answer's text, or null while it holds fewer. */
export function leadingRows(text: string, count: number): WorkOrderRow[] | null {
  if (!text.startsWith(PREFIX)) return null;
  let inString = false;
  let escaped = false;
  let depth = 0;
  let found = 0;
  for (let i = PREFIX.length; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 0x5c) escaped = true;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth < 0) return null;
      if (depth === 0 && ++found === count) {
        return JSON.parse(`[${text.slice(PREFIX.length, i + 1)}]`) as WorkOrderRow[];
      }
    }
  }
  return null;
}

/**
 * The rows of a search answer. When the answer holds more than EARLY_ROWS rows, `onEarlyRows` gets
 * the first EARLY_ROWS of them as soon as they have arrived, and the browser gets a chance to draw
 * them before the rest is read.
 */
export async function readSearchAnswer(
  response: Response,
  onEarlyRows: (rows: WorkOrderRow[]) => void,
): Promise<WorkOrderRow[]> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (reader) {
    const decoder = new TextDecoder();
    let head: string | null = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
      if (head === null) continue;
      head += decoder.decode(value, { stream: true });
      const early = leadingRows(head, EARLY_ROWS);
      if (early) {
        head = null;
        onEarlyRows(early);
        await nextPaint();
      } else if (head.length > MAX_EARLY_TEXT) head = null;
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  chunks.length = 0;
  const text = new TextDecoder().decode(bytes);
  try {
    return (JSON.parse(text) as SearchWorkOrdersResponse).vendors;
  } catch (error) {
    throw new ApiError(response.status, FALLBACK_ERROR_TEXT, text.slice(0, 200), { cause: error });
  }
}
