/**
 * The `time` built-in tool server: the current time in a zone, a time converted between zones,
 * and a duration added to a time. An MCP server like any other (McpServer, zod input and output
 * schemas); the runner links it in process. Zones are IANA names (Europe/Paris); luxon does the
 * calendar work, so DST changes and month lengths come out right.
 */
import { McpServer, type CallToolResult, type ToolAnnotations } from '@modelcontextprotocol/server';
import { toolSchema } from '@switchboard/kit/mcp/tool-schema';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import { DateTime, Duration, IANAZone } from 'luxon';
import { z } from 'zod';

export const TIME_SERVER_NAME = 'time';

const ZONE_HINT = 'an IANA time zone name such as UTC, Europe/Paris or America/New_York';
const TIME_HINT = 'an ISO 8601 time with its offset, such as 2026-11-26T09:30:00+01:00';

const zoneParam = z.string().max(64).describe(`Time zone: ${ZONE_HINT}`);
const timeParam = z.string().max(64).describe(`Time: ${TIME_HINT}`);

const timeShape = z.object({
  time: z.string().describe('ISO 8601 with the zone offset'),
  timezone: z.string(),
  utc: z.string(),
  weekday: z.string(),
  unix_seconds: z.number(),
});

/** The tools' schemas as the MCP SDK takes them, converted to JSON Schema once per process. */
const SCHEMAS = {
  output: toolSchema(timeShape),
  now: toolSchema(z.object({ timezone: zoneParam.optional() })),
  convert: toolSchema(z.object({ time: timeParam, to_timezone: zoneParam })),
  add: toolSchema(
    z.object({
      time: timeParam,
      duration: z.string().max(64).describe('ISO 8601 duration such as PT90M or P1DT2H'),
    }),
  ),
};

/** Every tool only computes: no side effects, nothing outside this process. */
const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** The tool list never changes: clients may keep it (2026-07-28 cache hints). */
const LIST_TTL_MS = 60 * 60 * 1000;

/** Thrown for arguments a tool refuses; becomes an `isError` result naming the valid form. */
class TimeArgumentError extends Error {}

function zoneOf(name: string | undefined): string {
  const zone = name ?? 'UTC';
  if (!IANAZone.isValidZone(zone)) {
    throw new TimeArgumentError(`Unknown time zone '${zone}': use ${ZONE_HINT}.`);
  }
  return zone;
}

function parseTime(text: string): DateTime {
  const time = DateTime.fromISO(text, { setZone: true });
  if (!time.isValid)
    throw new TimeArgumentError(`Cannot read the time '${text}': use ${TIME_HINT}.`);
  return time;
}

function describe(time: DateTime, zone: string): z.output<typeof timeShape> {
  const inZone = time.setZone(zone);
  return {
    time: inZone.toISO({ suppressMilliseconds: true }) ?? '',
    timezone: zone,
    utc: inZone.toUTC().toISO({ suppressMilliseconds: true }) ?? '',
    weekday: inZone.toFormat('cccc'),
    unix_seconds: Math.floor(inZone.toSeconds()),
  };
}

function answer(value: z.output<typeof timeShape>): CallToolResult {
  return {
    content: [{ type: 'text', text: `${value.time} (${value.weekday}, ${value.timezone})` }],
    structuredContent: value,
  };
}

/** Runs a tool body; a refused argument is a tool error the model can correct. */
function guarded(run: () => CallToolResult): CallToolResult {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof TimeArgumentError)) throw error;
    return { content: [{ type: 'text', text: error.message }], isError: true };
  }
}

/**
 * Creates the `time` MCP server, for either protocol era; `now` is the clock (tests pass a fixed
 * one).
 */
export function createTimeServer(now: () => Date = () => new Date()): McpServer {
  const server = new McpServer(
    { name: `switchboard-${TIME_SERVER_NAME}`, version: SWITCHBOARD_VERSION },
    {
      capabilities: { tools: { listChanged: false } },
      cacheHints: {
        'server/discover': { ttlMs: LIST_TTL_MS, cacheScope: 'public' },
        'tools/list': { ttlMs: LIST_TTL_MS, cacheScope: 'public' },
      },
    },
  );
  server.registerTool(
    'now',
    {
      title: 'Current time',
      description: `The current time in a time zone (default UTC). timezone: ${ZONE_HINT}.`,
      inputSchema: SCHEMAS.now,
      outputSchema: SCHEMAS.output,
      annotations: { title: 'Current time', ...READ_ONLY },
    },
    ({ timezone }) => guarded(() => answer(describe(DateTime.fromJSDate(now()), zoneOf(timezone)))),
  );
  server.registerTool(
    'convert',
    {
      title: 'Convert a time between zones',
      description: `The same instant in another time zone. time: ${TIME_HINT}.`,
      inputSchema: SCHEMAS.convert,
      outputSchema: SCHEMAS.output,
      annotations: { title: 'Convert a time between zones', ...READ_ONLY },
    },
    ({ time, to_timezone }) =>
      guarded(() => answer(describe(parseTime(time), zoneOf(to_timezone)))),
  );
  server.registerTool(
    'add',
    {
      title: 'Add a duration to a time',
      description:
        'Adds an ISO 8601 duration (PT90M, P1D, P1M2DT3H; negative as -P1D) to a time, in the ' +
        "time's own offset, so days and months follow the calendar.",
      inputSchema: SCHEMAS.add,
      outputSchema: SCHEMAS.output,
      annotations: { title: 'Add a duration to a time', ...READ_ONLY },
    },
    ({ time, duration }) =>
      guarded(() => {
        const start = parseTime(time);
        const negative = duration.startsWith('-');
        const parsed = Duration.fromISO(negative ? duration.slice(1) : duration);
        if (!parsed.isValid) {
          throw new TimeArgumentError(
            `Cannot read the duration '${duration}': use ISO 8601 such as PT90M, P1D or P1M2DT3H.`,
          );
        }
        const moved = negative ? start.minus(parsed) : start.plus(parsed);
        return answer(describe(moved, start.zoneName ?? 'UTC'));
      }),
  );
  return server;
}
