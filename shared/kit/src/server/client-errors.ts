/**
 * Requests Node's HTTP parser refuses before any app code runs (headers or URL too large, a bad
 * method, malformed framing) get Node's bare status line by default, with an empty body. This
 * answers them like every other error of the service: a JSON error body, then the connection
 * closes (the parser cannot continue on it).
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorCode } from '../errors.js';

/** What a refused request is answered with; `render` turns it into the service's error body. */
export interface ClientErrorAnswer {
  status: number;
  code: ApiErrorCode;
  message: string;
}

/** The contract's error body: `{ error: { code, message } }`. */
export function errorBody(answer: ClientErrorAnswer): unknown {
  return { error: { code: answer.code, message: answer.message } };
}

/** The answer for a parser error code (`HPE_*`) or Node's own request errors. */
export function clientErrorAnswer(errorCode: string | undefined): ClientErrorAnswer {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'REQUEST_HEADERS_TOO_LARGE',
        message: 'The request line and headers are too large (the URL counts too).',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'The request was not received in time.',
      };
    case 'HPE_INVALID_METHOD':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request method is not valid.' };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' };
  }
}

/** Whether the refused request was a HEAD: the parser keeps the bytes it had read in `rawPacket`. */
function isHead(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): boolean {
  return error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
}

interface SocketWithResponse extends Duplex {
  // Node's own clientError handler reads this to avoid writing into a response in progress.
  _httpMessage?: { headersSent?: boolean } | null;
}

/**
 * Answers requests the HTTP parser refuses with `render(answer)` as JSON (default: the contract's
 * error body) instead of an empty body. A connection already reset, or one whose response has
 * started, is only closed.
 */
export function answerClientErrors(
  server: Server,
  render: (answer: ClientErrorAnswer) => unknown = errorBody,
): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: SocketWithResponse) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(error.code);
    const body = JSON.stringify(render(answer));
    // A response to HEAD has no body, whatever its Content-Length says: bytes after the headers
    // would be read as the start of a next response.
    const head = isHead(error);
    socket.end(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        (head ? '' : body),
    );
  });
}
