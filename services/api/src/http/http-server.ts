import { createServer, type RequestListener, type Server } from 'node:http';
import { answerClientErrors } from '@switchboard/kit/server/client-errors';

/**
 * The API's HTTP server around the app's request listener: requests Node refuses before the app sees them
 * (431 headers too large, 400 bad method or framing) are answered in the contract's error shape.
 */
export function createHttpServer(app: RequestListener): Server {
  const server = createServer(app);
  answerClientErrors(server);
  return server;
}
