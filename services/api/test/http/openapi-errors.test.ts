import { describe, expect, it } from '@jest/globals';
import { useApp } from '@switchboard/testing/api/use-app';

const app = useApp();

interface Response {
  description: string;
  headers?: Record<string, unknown>;
}
interface Document {
  info: { description: string };
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
}

async function openApi(): Promise<Document> {
  return (await app.request<Document>('GET', '/v1/openapi.json')).body;
}

describe('error statuses in /v1/openapi.json', () => {
  it.each([
    ['post', '/v1/bots/{bot_id}/channels'],
    ['patch', '/v1/channels/{id}'],
  ])('documents 502 BAD_GATEWAY on %s %s (the Telegram call failed)', async (method, path) => {
    const doc = await openApi();
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    expect(responses['502']?.description).toMatch(/upstream|Telegram/i);
  });

  it('documents 405 METHOD_NOT_ALLOWED with its Allow header, once, for every path', async () => {
    const doc = await openApi();
    expect(doc.info.description).toMatch(/405 METHOD_NOT_ALLOWED and an `Allow` header/);
    expect(doc.info.description).toContain('404 ROUTE_NOT_FOUND');
  });

  it('documents 400 and 413 on every operation, since any request may carry a body', async () => {
    const doc = await openApi();
    for (const operations of Object.values(doc.paths)) {
      for (const op of Object.values(operations)) {
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '413']));
      }
    }
  });

  it('keeps 401 and 429 on every authenticated operation', async () => {
    const doc = await openApi();
    const responses = doc.paths['/v1/bots/{id}']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['401', '404', '429']));
  });
});
