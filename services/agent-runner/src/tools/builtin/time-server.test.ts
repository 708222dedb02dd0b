import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  connectEraClient,
  ERAS,
  type EraClient,
  type ToolResult,
} from '@switchboard/testing/mcp/era-clients';
import { createTimeServer } from './time-server.js';

const NOW = new Date('2026-03-29T00:30:00Z');

describe.each(ERAS)('time MCP server, to a %s client', (era) => {
  let client: EraClient;

  beforeAll(async () => {
    client = await connectEraClient(era, { factory: () => createTimeServer(() => NOW) });
  });
  afterAll(() => client.close());

  const call = (name: string, args: Record<string, unknown>) => client.callTool(name, args);
  const text = (result: ToolResult) =>
    result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

  it('offers now, convert and add, read-only, each with a title and an output schema', async () => {
    const tools = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['add', 'convert', 'now']);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.outputSchema).toMatchObject({ type: 'object' });
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    }
  });

  it('tells the current time in a zone, UTC by default', async () => {
    expect((await call('now', {})).structuredContent).toMatchObject({
      time: '2026-03-29T00:30:00Z',
      timezone: 'UTC',
      weekday: 'Sunday',
    });
    expect((await call('now', { timezone: 'Asia/Tokyo' })).structuredContent).toMatchObject({
      time: '2026-03-29T09:30:00+09:00',
      utc: '2026-03-29T00:30:00Z',
    });
  });

  it('converts an instant between zones', async () => {
    const result = await call('convert', {
      time: '2026-11-26T09:30:00+01:00',
      to_timezone: 'America/New_York',
    });
    expect(result.structuredContent).toMatchObject({ time: '2026-11-26T03:30:00-05:00' });
  });

  it("adds durations by the calendar in the time's own offset: days, minutes, month ends, negative durations", async () => {
    const acrossDst = await call('add', { time: '2026-03-28T12:00:00+01:00', duration: 'P1D' });
    expect(acrossDst.structuredContent).toMatchObject({ time: '2026-03-29T12:00:00+01:00' });
    const minutes = await call('add', { time: '2026-11-26T23:00:00Z', duration: 'PT90M' });
    expect(minutes.structuredContent).toMatchObject({ time: '2026-11-27T00:30:00Z' });
    const month = await call('add', { time: '2026-01-31T10:00:00Z', duration: 'P1M' });
    expect(month.structuredContent).toMatchObject({ time: '2026-02-28T10:00:00Z' });
    const back = await call('add', { time: '2026-01-01T00:00:00Z', duration: '-P1D' });
    expect(back.structuredContent).toMatchObject({ time: '2025-12-31T00:00:00Z' });
  });

  it('refuses an unknown zone, time or duration with the valid form in the message', async () => {
    const zone = await call('now', { timezone: 'Mars/Olympus' });
    expect(zone.isError).toBe(true);
    expect(text(zone)).toMatch(/Unknown time zone 'Mars\/Olympus'.*Europe\/Paris/);
    const time = await call('convert', { time: 'yesterday', to_timezone: 'UTC' });
    expect(time.isError).toBe(true);
    expect(text(time)).toMatch(/ISO 8601/);
    const duration = await call('add', { time: '2026-01-01T00:00:00Z', duration: '90 minutes' });
    expect(duration.isError).toBe(true);
    expect(text(duration)).toMatch(/PT90M/);
  });
});
