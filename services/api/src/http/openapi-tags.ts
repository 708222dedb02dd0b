/**
 * The reference's sections, in reading order: what a team sets up first (keys, bots and what they
 * are made of), then agent loops and what runs them, then what Switchboard sends out and receives
 * from platforms. A route's `tag` names one of these; an undeclared tag is listed last, without a
 * description, and `pnpm lint` (redocly, tag-description) refuses it.
 */
export const OPENAPI_TAGS: readonly { name: string; description: string }[] = [
  {
    name: 'System',
    description: 'Liveness and this document; no API key needed.',
  },
  {
    name: 'Teams',
    description:
      'The team the API key belongs to. Teams and their first key are created with the admin CLI (`node services/api/dist/cli.js team create`).',
  },
  {
    name: 'API keys',
    description:
      'Keys of the caller’s team: `Authorization: Bearer sb_...`. A new key is shown once; lists show only its prefix.',
  },
  {
    name: 'Secrets',
    description:
      'The team’s vault: named values stored once, never shown again, and referred to as `{{secret.NAME}}` in header values of integrations, tool servers and loop callbacks, which are filled at call time.',
  },
  {
    name: 'Bots',
    description:
      'A bot answers users on its channels by relaying each message, with the conversation’s recent history, to its integrations.',
  },
  {
    name: 'Integrations',
    description:
      'The AI backends of a bot: HTTPS endpoints that take the conversation and answer `{"content": "..."}`. A fallback integration answers when the others fail.',
  },
  {
    name: 'Channels',
    description:
      'Where a bot meets its users: an `api` channel (POST messages here, get the reply in the response) or a chat platform connected with its credentials.',
  },
  {
    name: 'Conversations',
    description: 'Each user’s chat with a bot on one channel, with every message and reply stored.',
  },
  {
    name: 'Files',
    description:
      'Attachments the relay stored, served by an unguessable URL (no API key) until their conversation or bot is deleted.',
  },
  {
    name: 'Tool servers',
    description:
      'MCP servers and custom HTTP tool servers a team registers; agent loops name them by their `mcp_...` id in `mcp_servers`.',
  },
  {
    name: 'Agent loops',
    description:
      'An autonomous agent: a model, a system prompt and a task, the tools it may call (registered tool servers by `mcp_...` id, or the built-ins `http`, `model-catalog`, `files` and `time`), limits, and an optional signed callback when a run ends.',
  },
  {
    name: 'Trigger URLs',
    description:
      'A secret URL per agent loop that starts a run without an API key (for services that can only call a URL); its JSON body becomes the run’s variables.',
  },
  {
    name: 'Schedules',
    description: 'Runs of an agent loop on a cron expression or a fixed interval.',
  },
  {
    name: 'Executions',
    description:
      'One run of an agent loop: queued, then run by an agent runner, with every model call and tool call recorded as a step.',
  },
  {
    name: 'Workspace',
    description:
      "The team's shared files, read and written by its API users and its agent loops (the `files` built-in tool server), also open to MCP clients at /v1/mcp/workspace.",
  },
  {
    name: 'Usage',
    description:
      'The team’s activity per UTC day: messages, replies, failures, reply latency, executions, tokens and cost.',
  },
  {
    name: 'Model catalog',
    description:
      'The model-catalog service’s tools (search, details, recommend, list) through the API, so a browser needs one origin.',
  },
  {
    name: 'Webhooks',
    description:
      'Team webhook endpoints: Switchboard POSTs the events they subscribe to (see `webhooks` in this document), signed per Standard Webhooks with the endpoint’s secret, and records every delivery attempt.',
  },
  {
    name: 'Platform webhooks',
    description:
      'Where chat platforms deliver their users’ messages; registered with the platform when a channel is created. Not for API clients.',
  },
];
