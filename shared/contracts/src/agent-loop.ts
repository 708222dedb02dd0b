/**
 * Agent loops (spec: "Agent loop"; contract-decisions.md, "Agent loops and executions").
 *
 * `model: null` means the operator's DEFAULT_MODEL, resolved when an execution starts, so changing
 * the default moves every loop that names none. `callback_secret` is generated on create and shown
 * in full in single-record responses (the receiver needs it to verify signatures) but masked in
 * lists; `callback_headers` values are masked everywhere, like every stored header.
 */
import { cutAt } from '@switchboard/kit/text';
import { z } from 'zod';
import {
  dataEnvelope,
  displayName,
  idOf,
  intInRange,
  jsonObject,
  listEnvelope,
  maskSecret,
  pathIdOf,
  publicView,
  timestamp,
  userUrl,
} from './common.js';
import { eventType } from './event-types.js';
import { exceedsJsonDepth, JSON_MAX_DEPTH } from './json-depth.js';
import { headerMap, maskHeaders } from './headers.js';

export const AGENT_LOOP_NAME_MAX = 100;
export const PROMPT_MAX = 100_000;
export const MAX_ITERATIONS_MIN = 1;
export const MAX_ITERATIONS_MAX = 100;
export const MAX_ITERATIONS_DEFAULT = 10;
export const TIMEOUT_SECONDS_MIN = 1;
export const TIMEOUT_SECONDS_MAX = 3600;
export const TIMEOUT_SECONDS_DEFAULT = 300;
export const TOOL_TIMEOUT_SECONDS_MIN = 1;
export const TOOL_TIMEOUT_SECONDS_MAX = 600;
export const TOOL_TIMEOUT_SECONDS_DEFAULT = 30;
export const MCP_SERVERS_MAX = 20;
export const MODEL_ID_MAX = 200;

/** Tool servers every loop may name without registering them. */
export const BUILT_IN_TOOL_SERVERS = ['http', 'model-catalog', 'files', 'time'] as const;
export type BuiltInToolServer = (typeof BUILT_IN_TOOL_SERVERS)[number];

/** True when an `mcp_servers` entry names a built-in server rather than a registered `mcp_` id. */
export function isBuiltInToolServer(entry: string): entry is BuiltInToolServer {
  return (BUILT_IN_TOOL_SERVERS as readonly string[]).includes(entry);
}

// Refinements, not .min/.max: zod runs length checks on any input with a length, so `[]` would
// get "must not be empty" beside "must be a string". Stored as sent (no trim): leading newlines
// or indentation can be deliberate, but a prompt of only whitespace cannot.
const prompt = z
  .string({ error: 'must be a string' })
  .refine((text) => text.trim() !== '', { error: 'must not be empty or only whitespace' })
  .refine((text) => text.length <= PROMPT_MAX, {
    error: `must be at most ${PROMPT_MAX} characters`,
  })
  .meta({ minLength: 1, maxLength: PROMPT_MAX });

export const modelId = z
  .string()
  .regex(/^[A-Za-z0-9._~:-]+\/[A-Za-z0-9._~:/-]+$/, {
    error: 'must be a model id in provider/model form, e.g. openai/gpt-4o-mini',
  })
  .max(MODEL_ID_MAX, { error: `must be at most ${MODEL_ID_MAX} characters` })
  .meta({ description: 'Catalog model id (provider/model); null uses the operator default' });

const TOOL_SERVER_FORMS = `a registered tool server id (mcp_...) or one of: ${BUILT_IN_TOOL_SERVERS.join(', ')}`;

/** The message for an `mcp_servers` entry that can name no tool server, naming the entry. */
export function unknownToolServerMessage(entry: string): string {
  return `no tool server ${cutAt(entry, 100)} in this team (see GET /v1/mcp-servers)`;
}

/** Named in the OpenAPI document, so clients get the built-ins as a list of their own. */
const builtInToolServer = z.enum(BUILT_IN_TOOL_SERVERS).meta({
  id: 'BuiltInToolServer',
  description: 'A tool server every loop may name without registering it',
});

const toolServerRef = z
  .union([idOf('mcpServer'), builtInToolServer], {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input.startsWith('mcp_')
        ? `${unknownToolServerMessage(issue.input)}; use ${TOOL_SERVER_FORMS}`
        : `must be ${TOOL_SERVER_FORMS}`,
  })
  .meta({
    description: `A registered tool server id (mcp_...) or a built-in: ${BUILT_IN_TOOL_SERVERS.join(', ')}`,
  });

const mcpServers = z
  .array(toolServerRef)
  .max(MCP_SERVERS_MAX, { error: `must list at most ${MCP_SERVERS_MAX} tool servers` })
  .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a server' });

export const EVENT_TRIGGERS_MAX = 10;

/** Events of a loop's runs, which `agent_loop_id` narrows. */
export const LOOP_EVENTS: readonly string[] = [
  'agent_loop.completed',
  'execution.approval_requested',
];

/** Events of a bot, which `bot_id` narrows. */
const BOT_EVENTS: readonly string[] = [
  'bot.message_received',
  'integration.failed',
  'channel.disconnected',
  'conversation.handoff_requested',
  'message.delivery_failed',
];

export const eventTrigger = z
  .strictObject({
    event: eventType,
    bot_id: idOf('bot').optional().meta({ description: "Only this bot's events (bot events)" }),
    agent_loop_id: idOf('agentLoop').optional().meta({
      description: "Only this loop's runs (agent_loop.completed, execution.approval_requested)",
    }),
  })
  .superRefine((trigger, ctx) => {
    if (trigger.bot_id !== undefined && !BOT_EVENTS.includes(trigger.event)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bot_id'],
        message: `narrows only ${BOT_EVENTS.join(', ')}`,
      });
    }
    if (trigger.agent_loop_id !== undefined && !LOOP_EVENTS.includes(trigger.event)) {
      ctx.addIssue({
        code: 'custom',
        path: ['agent_loop_id'],
        message: `narrows only ${LOOP_EVENTS.join(', ')}`,
      });
    }
  })
  .meta({
    id: 'EventTrigger',
    description:
      "Runs the loop when one of the team's events happens, with the event envelope as `variables.event` (`{{event.data.message.content}}`). A loop's own completions never trigger it; a chain of event-triggered runs deeper than 5 is not started.",
  });
export type EventTrigger = z.output<typeof eventTrigger>;

const eventTriggers = z
  .array(eventTrigger)
  .max(EVENT_TRIGGERS_MAX, { error: `must list at most ${EVENT_TRIGGERS_MAX} triggers` });

export const TOOL_POLICY_ACTIONS = ['allow', 'ask', 'deny'] as const;
export type ToolPolicyAction = (typeof TOOL_POLICY_ACTIONS)[number];
export const TOOL_POLICIES_MAX = 50;
export const APPROVAL_TIMEOUT_MIN = 60;
export const APPROVAL_TIMEOUT_MAX = 604_800;
export const APPROVAL_TIMEOUT_DEFAULT = 86_400;
export const ON_APPROVAL_TIMEOUT = ['reject', 'fail'] as const;
export const ELICITATION_SETTINGS = ['decline', 'ask'] as const;
export const MAX_COST_USD_MAX = 100_000;
export const OUTPUT_SCHEMA_MAX_BYTES = 16_384;

/**
 * A loop's `output_schema`: a JSON Schema (draft 2020-12) with an object at the top, at most
 * 16 KiB. Whether it is a usable schema is checked when the loop is saved (with ajv).
 */
export const outputSchema = jsonObject
  .refine((schema) => !exceedsJsonDepth(schema), {
    error: `must nest at most ${JSON_MAX_DEPTH} levels of objects and arrays`,
    abort: true,
  })
  .refine((schema) => schema.type === 'object', {
    error: 'must be a JSON Schema whose top is an object ("type": "object")',
  })
  .refine((schema) => JSON.stringify(schema).length <= OUTPUT_SCHEMA_MAX_BYTES, {
    error: `must be at most ${OUTPUT_SCHEMA_MAX_BYTES} characters of JSON`,
  })
  .nullable()
  .meta({
    description:
      'JSON Schema (2020-12) of the result the run must end with, in `result.structured`; null: a text answer',
  });

export const toolPolicy = z
  .strictObject({
    server: z
      .union([idOf('mcpServer'), z.enum(BUILT_IN_TOOL_SERVERS), z.literal('*')], {
        error: `must be ${TOOL_SERVER_FORMS}, or * for every server`,
      })
      .meta({ description: 'A registered tool server id (mcp_...), a built-in name, or *' }),
    tool: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_.*?-]+$/, {
        error: 'must be a tool name or a glob of one (* and ? as wildcards)',
      })
      .default('*')
      .meta({ description: "The server's own tool name, or a glob (* any run, ? one character)" }),
    action: z.enum(TOOL_POLICY_ACTIONS).meta({
      description:
        '`allow` runs the call, `ask` pauses the run for a person to approve it, `deny` never offers the tool to the model',
    }),
  })
  .meta({ id: 'ToolPolicy' });
export type ToolPolicy = z.output<typeof toolPolicy>;

const toolPolicies = z
  .array(toolPolicy)
  .max(TOOL_POLICIES_MAX, { error: `must list at most ${TOOL_POLICIES_MAX} policies` });

const fields = {
  name: displayName(AGENT_LOOP_NAME_MAX),
  system_prompt: prompt.meta({ description: "Instructions defining the agent's behaviour" }),
  user_message: prompt.meta({ description: 'The task given to the agent' }),
  model: modelId.nullable(),
  mcp_servers: mcpServers,
  callback_url: userUrl.nullable(),
  callback_headers: headerMap,
  max_iterations: intInRange(MAX_ITERATIONS_MIN, MAX_ITERATIONS_MAX).meta({
    description: 'Maximum model calls in one execution',
  }),
  timeout: intInRange(TIMEOUT_SECONDS_MIN, TIMEOUT_SECONDS_MAX).meta({
    description: 'Maximum execution time in seconds',
  }),
  tool_timeout: intInRange(TOOL_TIMEOUT_SECONDS_MIN, TOOL_TIMEOUT_SECONDS_MAX).meta({
    description: 'Seconds one tool call may take',
  }),
  event_triggers: eventTriggers,
  tool_policies: toolPolicies.meta({
    description:
      'Per tool: allow, ask (a person approves each call) or deny; the first match wins, default allow',
  }),
  approval_timeout: intInRange(APPROVAL_TIMEOUT_MIN, APPROVAL_TIMEOUT_MAX).meta({
    description: 'Seconds a pending approval waits for a decision',
  }),
  on_approval_timeout: z.enum(ON_APPROVAL_TIMEOUT).meta({
    description: '`reject`: the model is told the call was not approved; `fail`: the run fails',
  }),
  elicitation: z.enum(ELICITATION_SETTINGS).meta({
    description:
      "A tool server's question (MCP elicitation): `decline` answers it at once, `ask` pauses the run for a person",
  }),
  max_cost_usd: z
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(MAX_COST_USD_MAX, { error: `must be at most ${MAX_COST_USD_MAX}` })
    .nullable()
    .meta({
      description:
        'Cost (USD) at which one run pauses with a budget approval; null: no limit per run',
    }),
  output_schema: outputSchema,
};

/** POST /agent-loops. Required: name, system_prompt, user_message. */
export const createAgentLoopBody = z.strictObject({
  name: fields.name,
  system_prompt: fields.system_prompt,
  user_message: fields.user_message,
  model: fields.model.default(null),
  mcp_servers: fields.mcp_servers.default([]),
  callback_url: fields.callback_url.default(null),
  callback_headers: fields.callback_headers.default({}),
  max_iterations: fields.max_iterations.default(MAX_ITERATIONS_DEFAULT),
  timeout: fields.timeout.default(TIMEOUT_SECONDS_DEFAULT),
  tool_timeout: fields.tool_timeout.default(TOOL_TIMEOUT_SECONDS_DEFAULT),
  event_triggers: fields.event_triggers.default([]),
  tool_policies: fields.tool_policies.default([]),
  approval_timeout: fields.approval_timeout.default(APPROVAL_TIMEOUT_DEFAULT),
  on_approval_timeout: fields.on_approval_timeout.default('reject'),
  elicitation: fields.elicitation.default('decline'),
  max_cost_usd: fields.max_cost_usd.default(null),
  output_schema: fields.output_schema.default(null),
});
export type CreateAgentLoopBody = z.output<typeof createAgentLoopBody>;

/** PATCH /agent-loops/{id}: any subset; `null` clears `model` and `callback_url`. */
export const updateAgentLoopBody = z.strictObject(fields).partial();
export type UpdateAgentLoopBody = z.output<typeof updateAgentLoopBody>;

export const agentLoop = z
  .strictObject({
    id: idOf('agentLoop'),
    name: z.string(),
    system_prompt: z.string(),
    user_message: z.string(),
    model: z.string().nullable(),
    mcp_servers: z.array(z.string()),
    callback_url: z.string().nullable(),
    callback_headers: z.record(z.string(), z.string()).meta({ description: 'Values masked' }),
    callback_secret: z.string().meta({
      description: 'whsec_... secret that signs callbacks (Standard Webhooks); masked in lists',
    }),
    max_iterations: z.number().int(),
    timeout: z.number().int(),
    tool_timeout: z.number().int(),
    event_triggers: z.array(eventTrigger),
    tool_policies: z.array(toolPolicy),
    approval_timeout: z.number().int(),
    on_approval_timeout: z.enum(ON_APPROVAL_TIMEOUT),
    elicitation: z.enum(ELICITATION_SETTINGS),
    max_cost_usd: z.number().nullable(),
    output_schema: z.record(z.string(), z.unknown()).nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'AgentLoop' });
export type AgentLoop = z.output<typeof agentLoop>;

/** The settings loops stored before approvals and budgets existed lack. */
export type LaterSettings =
  | 'tool_policies'
  | 'approval_timeout'
  | 'on_approval_timeout'
  | 'elicitation'
  | 'max_cost_usd'
  | 'output_schema';

/** The approval and budget settings of a stored loop (or snapshot), with their defaults. */
export function approvalSettings(
  loop: Partial<Pick<AgentLoop, LaterSettings>>,
): Pick<AgentLoop, LaterSettings> {
  return {
    tool_policies: loop.tool_policies ?? [],
    approval_timeout: loop.approval_timeout ?? APPROVAL_TIMEOUT_DEFAULT,
    on_approval_timeout: loop.on_approval_timeout ?? 'reject',
    elicitation: loop.elicitation ?? 'decline',
    max_cost_usd: loop.max_cost_usd ?? null,
    output_schema: loop.output_schema ?? null,
  };
}

/** An agent loop as stored: the public fields with secrets in clear, plus its team. */
export interface AgentLoopRecord
  extends
    Omit<AgentLoop, 'event_triggers' | LaterSettings>,
    Partial<Pick<AgentLoop, LaterSettings>> {
  team_id: string;
  /** Absent on loops stored before event triggers existed. */
  event_triggers?: EventTrigger[];
  /** Whether `event_triggers` is non-empty: the indexed field the event fan-out looks loops up by. */
  has_event_triggers?: boolean;
}

/** The record as a response shows it: headers masked; the secret masked too in lists. */
export function toPublicAgentLoop(
  record: AgentLoopRecord,
  options: { inList: boolean },
): AgentLoop {
  // `event_triggers` is given below for records that lack it.
  return publicView(agentLoop, record as AgentLoop, {
    callback_headers: maskHeaders(record.callback_headers),
    callback_secret: options.inList ? maskSecret(record.callback_secret) : record.callback_secret,
    // Loops stored before event triggers existed have none.
    event_triggers: record.event_triggers ?? [],
    ...approvalSettings(record),
  });
}

export const agentLoopIdParams = z.strictObject({ id: pathIdOf('agent_loop') });
export const agentLoopResponse = dataEnvelope(agentLoop);
export const agentLoopListResponse = listEnvelope(agentLoop);
