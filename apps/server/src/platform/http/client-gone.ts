// A request whose client went away (closed the tab, timed out, was cut off) before its answer: a body
// cut off half-way, or a streamed answer whose connection closed before it began. Nobody reads the
// answer, and nothing failed on our side, so it is logged at info, not as a failure (issue 37 point 6f:
// 10,304 error lines in one load test; decision 098). Without this, Node's 'aborted' (ECONNRESET) read
// as a lost database (503) and a stream's premature close as a 500.
import type { FastifyRequest } from 'fastify';

/** HTTP's informal status for a request its client closed (nginx's 499): only the log sees it. */
export const CLIENT_CLOSED_REQUEST = 499;

// Node's error for a request body cut off (abortIncoming), and a stream ended before its end
function isCutOff(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (
    (code === 'ECONNRESET' && err.message === 'aborted') ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    err.message === 'premature close'
  );
}

/** Whether the request's connection (or HTTP/2 stream) has closed under it. */
function connectionClosed(request: FastifyRequest): boolean {
  const raw = request.raw as typeof request.raw & {
    stream?: { destroyed: boolean };
    readableAborted?: boolean;
  };
  if (raw.readableAborted === true) return true;
  if (raw.stream) return raw.stream.destroyed;
  return raw.socket?.destroyed ?? true;
}

/**
 * Whether `err` is the mark of the client having gone away: a cut-off error on a closed connection. A
 * cut-off error while the client is still there (a stream of ours that broke) stays a failure.
 */
export function isClientGone(request: FastifyRequest, err: unknown): boolean {
  return isCutOff(err) && connectionClosed(request);
}
