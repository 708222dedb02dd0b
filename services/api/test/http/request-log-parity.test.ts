/**
 * The request logger (src/http/fast/) writes the line pino-http would: both watch the same
 * requests to the real app, pino-http on a logger of its own configured for the API's fields, and
 * their lines must match key for key, in order, except the time and the measured duration.
 * Not compared: a request whose client goes away before the response finishes, which pino-http
 * logs on `close` and the API does not log.
 */
import { once } from 'node:events';
import { createServer as createTcpServer } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import type { DocumentStore } from '@switchboard/store/port';
import { storeLocation } from '@switchboard/store/store-config';
import { removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';
import { request, type RequestOptions } from '@switchboard/testing/api/http';
import { captureLogs, type LogLine } from '@switchboard/testing/api/log-capture';
import type { Server } from 'node:http';
import { pinoHttpLogger } from '../../bench/library/pino-http-logger.js';
import { createApp, type ApiApp } from '../../src/app.js';
import { loadApiConfig } from '../../src/config.js';
import { ACCESS_MESSAGE, accessLine } from '../../src/http/access-log.js';
import { createHttpServer } from '../../src/http/http-server.js';
import { assignRequestId } from '../../src/http/request-id.js';
import { TeamService } from '../../src/teams/team.service.js';
import { ApiKeyService } from '../../src/api-keys/api-key.service.js';

const ours = captureLogs();
const library = captureLogs();
let dataDir: string;
let store: DocumentStore;
let app: ApiApp;
let server: Server;
let baseUrl: string;
let key: string;

/** A port nothing listens on: the catalog proxy then answers 502, an error-level line. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-log-parity-'));
  const config = loadApiConfig({
    HOST: '127.0.0.1',
    API_PORT: '0',
    ...testStoreEnv(dataDir),
    ALLOW_PRIVATE_NETWORK: 'true',
    CATALOG_URL: `http://127.0.0.1:${await closedPort()}`,
    LOG_LEVEL: 'info',
  });
  const logger = createLogger({ name: 'api', level: 'info', destination: ours.stream });
  const libraryLogger = createLogger({ name: 'api', level: 'info', destination: library.stream });
  store = await openStore({ ...storeLocation(config), logger });
  app = createApp({ config, logger, store });
  const logWithLibrary = pinoHttpLogger(libraryLogger, {
    line: accessLine(app.routes),
    assignRequestId,
  });
  server = createHttpServer((req, res) => {
    logWithLibrary(req, res);
    app.listener(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const teams = new TeamService(store, { now: () => new Date() });
  const team = await teams.create({ name: 'log parity', plan: 'enterprise' });
  const apiKeys = new ApiKeyService(store, teams, { now: () => new Date() }, logger);
  key = (await apiKeys.create(team.id, 'parity')).key;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.stop();
  await store.close();
  await removeTestData(dataDir);
});

const accessLines = (lines: LogLine[], id: string) =>
  lines.filter(
    (line) => line.req_id === id && Object.values(ACCESS_MESSAGE).includes(line.msg ?? ''),
  );

/** Sends a request with its own id and returns the access line of each logger. */
async function bothLines(id: string, method: string, url: string, options: RequestOptions = {}) {
  await request(baseUrl, method, url, {
    ...options,
    headers: { ...options.headers, 'x-request-id': id },
  });
  const [mine] = accessLines(ours.lines.all, id);
  const [theirs] = accessLines(library.lines.all, id);
  return { mine: mine!, theirs: theirs! };
}

/** A line without the fields that differ by when they were taken. */
function timeless(line: LogLine): [string, unknown][] {
  return Object.entries(line).filter(([field]) => field !== 'time' && field !== 'duration_ms');
}

describe('request logger against pino-http', () => {
  const token = 'capability-token-5f4e3d2c1b';
  const cases: [string, string, string, RequestOptions?][] = [
    ['authenticated list', 'GET', '/v1/bots?per_page=5'],
    ['unauthenticated route', 'GET', '/health'],
    ['HEAD', 'HEAD', '/health'],
    ['capability in a matched path', 'GET', `/files/file_x/${token}/photo.png`],
    ['capability in an unmatched path', 'POST', `/v1/triggers/${token}/extra`],
    ['405', 'DELETE', '/v1/bots'],
    ['401', 'GET', '/v1/bots', { key: 'sb_wrong' }],
    ['422', 'POST', '/v1/bots', { body: { name: '' } }],
    [
      '502 (error level)',
      'POST',
      '/v1/model-catalog/search-models',
      { body: { parameters: { query: 'x' } } },
    ],
  ];

  // A default, not a fourth column in every row: jest reads a fourth parameter as `done`.
  it.each(cases)('writes the same line for: %s', async (name, method, url, options = {}) => {
    const id = `parity-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;
    const { mine, theirs } = await bothLines(id, method, url, {
      key,
      ...options,
    });
    expect(mine).toBeDefined();
    expect(timeless(mine)).toEqual(timeless(theirs));
    expect(Object.keys(mine)).toEqual(Object.keys(theirs));
    expect(typeof theirs.duration_ms).toBe('number');
  });

  it('writes the error level pino-http picks for a 5xx', async () => {
    const { mine } = await bothLines('parity-level', 'POST', '/v1/model-catalog/search-models', {
      key,
      body: { parameters: { query: 'x' } },
    });
    expect(mine).toMatchObject({ level: 50, status: 502, msg: 'request failed' });
  });

  it('never writes the capability token, in either line', () => {
    expect([...ours.text, ...library.text].join('\n')).not.toContain(token);
  });
});
