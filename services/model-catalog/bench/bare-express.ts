/**
 * The floor for the catalog's HTTP rows: bare Express parsing a JSON POST (express.json) and
 * answering with a fixed JSON body (BODY_JSON, the size of a real search-models answer). Prints
 * `{"url": ...}` like the catalog's main.js, so the bench starts both the same way.
 */
import express from 'express';

const answer: unknown = JSON.parse(process.env['BODY_JSON'] ?? '{}');
const app = express();
app.use(express.json());
app.post('/{*path}', (_req, res) => {
  res.json(answer);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
