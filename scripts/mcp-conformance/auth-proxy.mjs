// A loopback proxy for the MCP conformance suite, which cannot send headers: every request is
// forwarded to TARGET_URL as sent (method, path, headers, body), with `Authorization: Bearer
// API_KEY` added. Prints `{"url": ...}` once listening.
import { createServer, request } from 'node:http';

const target = new URL(process.env.TARGET_URL);
const authorization = `Bearer ${process.env.API_KEY}`;

const server = createServer((req, res) => {
  const upstream = request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, authorization },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
