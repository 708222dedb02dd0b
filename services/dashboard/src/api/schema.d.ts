// Generated from the API's /v1/openapi.json by `pnpm --filter @switchboard/dashboard api:generate`.
// Do not edit: test/api-types.test.ts fails when this file no longer matches the API.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up and serving requests */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the store answers and the process is not shutting down
         * @description For load balancers: 503 SERVICE_UNAVAILABLE while the store does not answer a ping within 2 s, and from the moment the process starts shutting down (SIGTERM), so new traffic goes elsewhere while requests in flight finish. `/health` stays 200 meanwhile.
         */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this process (text exposition format)
         * @description Off (404) unless the server sets METRICS_TOKEN; then answered only to `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Labels are route patterns, statuses, collections and outcomes: no ids, no teams, no secrets.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API’s OpenAPI 3.1 document */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team and API key behind this request; the rate limit is in the X-RateLimit headers */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the team's settings: its monthly budget
         * @description At `monthly_budget_usd` (what the team’s ended executions cost this UTC calendar month) new runs are refused with 403 BUDGET_EXCEEDED and running ones pause with a budget approval. `null` removes the budget.
         */
        patch: operations["patchTeam"];
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team’s API keys (secrets are never shown again) */
        get: operations["getApiKeys"];
        put?: never;
        /** Create an API key; the response holds the secret `key`, shown only this once */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (idempotent); requests with it then get 401 */
        delete: operations["deleteApiKeysId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team’s secrets (never their values), newest first */
        get: operations["getSecrets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/secrets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a secret
         * @description Names match `^[A-Z][A-Z0-9_]{0,63}$`. The value is never shown again: responses carry `last4` (its last 4 characters, for values of 8 or more). Refer to it as `{{secret.NAME}}` in any header value of integrations, tool servers and loop `callback_headers`; it is filled in at call time, so replacing it here rotates it everywhere. 201 when created, 200 when replaced.
         */
        put: operations["putSecretsName"];
        post?: never;
        /**
         * Delete a secret
         * @description Refused with 409 while a header refers to it: `details.used_by` lists the integrations, mcp_servers and agent_loops (the first 20 ids of each; `details.used_by_count` counts them all).
         */
        delete: operations["deleteSecretsName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bots, newest first */
        get: operations["getBots"];
        put?: never;
        /** Create a bot */
        post: operations["postBots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bot */
        get: operations["getBotsId"];
        put?: never;
        post?: never;
        /** Delete a bot with its integrations, channels, conversations and messages */
        delete: operations["deleteBotsId"];
        options?: never;
        head?: never;
        /** Update some of a bot’s fields */
        patch: operations["patchBotsId"];
        trace?: never;
    };
    "/v1/bots/{bot_id}/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a bot's integrations, newest first */
        get: operations["getBotsBotIdIntegrations"];
        put?: never;
        /** Add an integration (AI backend webhook) to a bot */
        post: operations["postBotsBotIdIntegrations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an integration */
        get: operations["getIntegrationsId"];
        put?: never;
        post?: never;
        /** Delete an integration */
        delete: operations["deleteIntegrationsId"];
        options?: never;
        head?: never;
        /**
         * Update some of an integration’s fields
         * @description `headers` replaces the whole map; a value sent back exactly as a response showed it (masked) keeps the stored secret.
         */
        patch: operations["patchIntegrationsId"];
        trace?: never;
    };
    "/v1/bots/{bot_id}/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a bot's channels, newest first */
        get: operations["getBotsBotIdChannels"];
        put?: never;
        /**
         * Connect a bot to a channel (api, telegram, slack, whatsapp)
         * @description `timeout` must exceed the timeout of every integration of the bot. The credentials in `config` are shown masked afterwards. One platform account (a Telegram bot, a Slack app installation, a WhatsApp number) backs one channel: an account another channel (of any team) already has is a 409.
         */
        post: operations["postBotsBotIdChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a channel */
        get: operations["getChannelsId"];
        put?: never;
        post?: never;
        /** Delete a channel */
        delete: operations["deleteChannelsId"];
        options?: never;
        head?: never;
        /**
         * Update a channel’s name, timeout or config
         * @description A new `config` must be the full config of the channel’s type (the type never changes); it reconnects the channel. A value sent back exactly as responses show it (masked) keeps the stored secret.
         */
        patch: operations["patchChannelsId"];
        trace?: never;
    };
    "/v1/channels/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a user message through an api channel and get the reply
         * @description Stores the message, relays it with the conversation's history to the bot's integrations (primary, then fallbacks) and answers with the reply within the channel's timeout. When every integration fails the reply is the bot's error_message with `integration_id: null` and `error` saying why. A repeated `message_id` in the same chat returns the first reply. Over the number of messages the server answers at once (per team, RELAY_MAX_CONCURRENT_PER_TEAM, or in total) a message waits briefly, then gets 429 CONCURRENCY_LIMIT_EXCEEDED or 503 SERVICE_UNAVAILABLE with `retry_after`, and nothing is stored. While the conversation is handed to a person (status `handoff`), or when the integration hands it over without a reply, the answer is 202 with the stored message and no reply: the person's messages are listed with the conversation (GET /v1/conversations/{id}/messages, role `agent`).
         */
        post: operations["postChannelsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/{id}/outbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the first message to a chat (a proactive message)
         * @description Sends `content` (or, on WhatsApp, an approved `template`) to `chat_id`, in the chat’s conversation (a new one when nobody has written yet); the message has role `assistant` and `metadata.source: "outbound"`, and integrations see it as the bot’s turn. WhatsApp delivers free text only within 24 hours of the user’s last message (by its own timestamp): outside that window, content is a 422 `OUTSIDE_CUSTOMER_SERVICE_WINDOW` and only a template may go. A disconnected channel is a 409. The answer is 201 once the message is stored in the send queue, which survives a restart; `delivery` is null until the platform takes it, then `sent` (and, on WhatsApp, `delivered`, `read`) or `failed` with `error` (also sent as `message.delivery_failed`). Messages to one chat go in order, at the platform’s pace (Telegram about one a second), so a burst is delayed, not dropped. On an `api` channel the message is `sent` at once: your app reads it with the conversation’s messages.
         */
        post: operations["postChannelsIdOutbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bots/{bot_id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a bot's conversations, most recent activity first
         * @description Filters: `user_id` (the platform user id) and `status` (active | handoff | closed).
         */
        get: operations["getBotsBotIdConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's conversations across bots, most recent activity first
         * @description The inbox: `?status=handoff` lists the conversations waiting for a person. Filters: `bot_id`, `user_id` (the platform user id) and `status` (active | handoff | closed).
         */
        get: operations["getConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a conversation */
        get: operations["getConversationsId"];
        put?: never;
        post?: never;
        /** Delete a conversation and its messages */
        delete: operations["deleteConversationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a conversation to a person
         * @description Sets `status` to `handoff`: user messages are still stored and emitted (`bot.message_received`) but not relayed to integrations; a person answers with `POST /v1/conversations/{id}/messages`. Emits `conversation.handoff_requested`. A conversation already in handoff is answered as it is; a closed one is a 409.
         */
        post: operations["postConversationsIdHandoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a conversation back to the bot
         * @description Sets `status` back to `active`: the next user message is relayed to the bot's integrations (with the whole conversation, the person’s messages included). An active conversation is answered as it is; a closed one is a 409.
         */
        post: operations["postConversationsIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a conversation's messages in chat order (oldest first) */
        get: operations["getConversationsIdMessages"];
        put?: never;
        /**
         * A person writes to the conversation's user
         * @description Stores a message with role `agent` and sends it through the conversation’s channel (with its attachments, downloaded by the service, and reply buttons), in any status but `closed` (409). On WhatsApp, more than 24 hours after the user last wrote, it is a 422 `OUTSIDE_CUSTOMER_SERVICE_WINDOW` (send a template through the channel’s outbound). Integrations see it in the history as an `assistant` turn with `metadata.author: "agent"`. The answer is 201 once the message is stored in the send queue, which survives a restart; `delivery` is null until the platform takes it, then `sent` (and, on WhatsApp, `delivered`, `read`) or `failed` with `error` (also sent as `message.delivery_failed`). Messages to one chat go in order, at the platform’s pace (Telegram about one a second), so a burst is delayed, not dropped. On an `api` channel the message is `sent` at once: your app reads it with the conversation’s messages.
         */
        post: operations["postConversationsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}/{token}/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a stored file (user photos and documents, reply attachments) */
        get: operations["getFilesIdTokenFilename"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mcp-servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List registered tool servers, newest first */
        get: operations["getMcpServers"];
        put?: never;
        /**
         * Register a tool server (MCP Streamable HTTP, or the custom HTTP tool protocol)
         * @description Transport `mcp` lists its own tools; transport `http` receives `POST {tool, parameters, context}` at `url` and needs `tools` in the registration. Names are unique per team (409).
         */
        post: operations["postMcpServers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mcp-servers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tool server */
        get: operations["getMcpServersId"];
        put?: never;
        post?: never;
        /**
         * Remove a tool server from the registry
         * @description Refused with 409 while agent loops name it in mcp_servers (details.agent_loop_ids lists the first 20, details.agent_loop_count counts them all): remove it from those loops first. Executions already queued keep their snapshot and report the server as unavailable to the model.
         */
        delete: operations["deleteMcpServersId"];
        options?: never;
        head?: never;
        /**
         * Update some of a tool server’s fields
         * @description `headers` and `tools` replace the stored lists; a header value sent back exactly as masked keeps the stored secret.
         */
        patch: operations["patchMcpServersId"];
        trace?: never;
    };
    "/v1/mcp-servers/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a tool server: connect through the guarded client and list its tools
         * @description Always 200 for a registered server: `ok` says whether it could be used, `error` why not. An MCP server is connected to and asked for its tools; a custom-protocol (`http`) server has no listing call, so it counts as reachable when its URL answers HTTP at all, and its tools are the registered ones. At most 10 s.
         */
        post: operations["postMcpServersIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mcp-servers/{id}/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect a tool server behind OAuth (its tokens revoked where the server offers it) */
        delete: operations["deleteMcpServersIdOauth"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mcp-servers/{id}/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting a tool server behind OAuth: the URL a person opens to authorize
         * @description For `auth.type: oauth` with the `authorization_code` grant. Discovery follows the MCP authorization spec (the 401 `WWW-Authenticate` `resource_metadata`, RFC 9728, RFC 8414 or OpenID discovery), through the guarded client. The person opens `authorization_url` before `expires_at` (10 minutes; its `state` works once); the authorization server sends them back to `GET /v1/oauth/callback`. 409 for a client_credentials server.
         */
        post: operations["postMcpServersIdOauthAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where authorization servers send the person back (no API key)
         * @description Exchanges the code (its `iss` checked, RFC 9207) and answers a small HTML page saying whether the server is connected. An unknown, used or expired `state` is a 400 page.
         */
        get: operations["getOauthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/client-metadata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Switchboard’s OAuth client metadata document (its client id where servers take one) */
        get: operations["getOauthClientMetadataJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent-loops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List agent loops, newest first */
        get: operations["getAgentLoops"];
        put?: never;
        /**
         * Create an agent loop
         * @description Required: name, system_prompt, user_message. `mcp_servers` holds registered tool server ids (mcp_...) or the built-ins `http`, `model-catalog`, `files`, `time`. The response includes the generated `callback_secret` (whsec_...) that signs callbacks.
         */
        post: operations["postAgentLoops"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent-loops/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an agent loop */
        get: operations["getAgentLoopsId"];
        put?: never;
        post?: never;
        /** Delete an agent loop */
        delete: operations["deleteAgentLoopsId"];
        options?: never;
        head?: never;
        /**
         * Update some of an agent loop’s fields
         * @description `null` clears `model` (back to the operator default) or `callback_url`. A callback header value sent back exactly as masked keeps the stored secret.
         */
        patch: operations["patchAgentLoopsId"];
        trace?: never;
    };
    "/v1/agent-loops/{id}/trigger-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue (or rotate) the secret URL that runs this loop without an API key
         * @description Answers the URL once: only a hash of its token is stored. Posting again replaces it (the old URL stops working at once). A POST of a JSON object to the URL queues a run with the object as `variables` and answers 202 `{ data: { execution_id } }`.
         */
        post: operations["postAgentLoopsIdTriggerUrl"];
        /** Revoke the loop's trigger URL */
        delete: operations["deleteAgentLoopsIdTriggerUrl"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/triggers/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a run through a trigger URL (no API key)
         * @description The body (a JSON object, or none) becomes the run's `variables`; the execution has `trigger: { type: "url" }`. Counts against the rate limit of the loop's team (one window for all its trigger URLs, the plan's requests per minute) and its concurrency cap. 404 for an unknown, revoked or replaced token.
         */
        post: operations["postTriggersToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent-loops/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an agent loop's schedules, newest first */
        get: operations["getAgentLoopsIdSchedules"];
        put?: never;
        /**
         * Schedule runs of an agent loop (cron or interval)
         * @description Exactly one of `cron` (5 fields, read in `timezone`, default UTC) and `interval_seconds` (60..2592000). Every due time queues one run with `variables` and `trigger: {type: "schedule", id}`, once across all processes. A due time missed while no API process ran is made up by one run at start-up, not one per missed time. `next_runs` shows the next 3 due times.
         */
        post: operations["postAgentLoopsIdSchedules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a schedule */
        get: operations["getSchedulesId"];
        put?: never;
        post?: never;
        /** Delete a schedule */
        delete: operations["deleteSchedulesId"];
        options?: never;
        head?: never;
        /**
         * Update a schedule
         * @description A new `cron` replaces an interval and `interval_seconds` replaces a cron expression; changing the timing or `enabled` recomputes `next_run_at` from now. `variables: null` clears them.
         */
        patch: operations["patchSchedulesId"];
        trace?: never;
    };
    "/v1/agent-loops/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an agent loop: queues an execution (no body needed)
         * @description The optional body gives this run its own `user_message`, `variables` (filling `{{name}}` placeholders) and `metadata` (returned in the callback). 429 CONCURRENCY_LIMIT_EXCEEDED when the team already has its plan’s number of executions queued or running (free 5, pro 50, enterprise 500); 403 BUDGET_EXCEEDED when the team spent its monthly budget (`details: { spent_usd, budget_usd, resets_at }`).
         */
        post: operations["postAgentLoopsIdRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent-loops/{id}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an agent loop's executions, newest first */
        get: operations["getAgentLoopsIdExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's executions across its agent loops, newest first
         * @description With `?status=awaiting_approval`: every run waiting for a person’s decision (an approvals inbox).
         */
        get: operations["getExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/executions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an execution with its step log */
        get: operations["getExecutionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/executions/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Watch an execution live: its events as Server-Sent Events
         * @description One event per state change and per step, numbered 1, 2, 3... (`id:`), from the store, so any API process serves any execution. A finished execution replays its whole history and the stream ends; a running one continues until its terminal event. Reconnect with `Last-Event-ID: N` to get only the events after N. `: ping` comments every 15 s keep proxies from closing an idle stream. Try it: `curl -N -H "Authorization: Bearer $KEY" .../v1/executions/{id}/events`.
         */
        get: operations["getExecutionsIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/executions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an execution (an execution that already ended is returned unchanged) */
        post: operations["postExecutionsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/executions/{id}/approvals/{approval_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject what a paused execution waits for
         * @description One of the execution’s `pending_approvals`. `approve` runs the tool call (with `arguments` instead of the model’s when given, validated against the tool’s input schema: 422 when they do not fit) or, for a budget approval, lets the run spend once more its `max_cost_usd` (or go past the team’s monthly budget); `reject` tells the model the call was rejected, with `reason`, or ends a run at its budget. Once every pending approval is decided, the run goes on, on any runner. Each approval is decided once: a second decision, or one after `expires_at`, is a 409.
         */
        post: operations["postExecutionsIdApprovalsApprovalId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/executions/{id}/inputs/{input_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the question a tool server asked a paused execution
         * @description The execution’s `pending_input` (MCP elicitation, with the loop’s `elicitation: "ask"`). `accept` gives `content` (form mode: validated against `requested_schema`, else 422) or says the page at `url` was visited (URL mode); `decline` and `cancel` tell the server the user said no or did not answer. The run goes on, on any runner. A second answer is a 409.
         */
        post: operations["postExecutionsIdInputsInputId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team's workspace files in path order */
        get: operations["getWorkspaceFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a workspace file
         * @description The raw bytes with the stored `Content-Type` and `ETag: "<sha256>"`; `If-None-Match` with the current ETag answers 304.
         */
        get: operations["getWorkspaceFilesPath"];
        /**
         * Create or replace a workspace file
         * @description The body is the file's bytes (at most 10485760 bytes by default settings; any `Content-Type`, kept). 201 when created, 200 when replaced. `If-Match: "<sha256>"` (or `*`) writes only over that version: 412 PRECONDITION_FAILED otherwise. Over the per-file limit or the plan's quota: 413 with the numbers, and nothing is stored.
         */
        put: operations["putWorkspaceFilesPath"];
        post?: never;
        /**
         * Delete a workspace file
         * @description `If-Match` deletes only that version (412 otherwise).
         */
        delete: operations["deleteWorkspaceFilesPath"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mcp/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The team's workspace as an MCP server (Streamable HTTP, stateless)
         * @description A JSON-RPC request of the Model Context Protocol, revision 2026-07-28 (`server/discover`, then any request with the `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` headers and the `_meta` envelope) or 2025-06-18 / 2025-11-25 (`initialize`, `tools/list`, `tools/call`, `resources/read`), with `Accept: application/json, text/event-stream`. The tools are those of the `files` built-in (read_file, write_file, list_files, file_exists, file_info, delete_file) on the caller’s team workspace; a file read in part is linked whole as a `workspace://files/{path}` resource. Stateless: no `Mcp-Session-Id`, GET and DELETE answer 405. A request whose `Origin` is not allowed answers 403.
         */
        post: operations["postMcpWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages, replies, failures, reply latency, executions, tokens and cost per UTC day
         * @description Default range: the last 30 days up to today; at most 366 days. Days without activity are included as zeros. Read from daily rollups, so the cost does not grow with history. `meta.budget` shows this month’s spending against the team’s monthly budget.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/model-catalog/{tool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call a model-catalog tool (search, details, recommend, list) through the API
         * @description Forwards `{parameters}` to the catalog service’s `POST /call/{tool}` (CATALOG_URL), so a browser needs one origin, and answers its result. The catalog’s refusals come back in the API’s error shape: an unknown `model_id` is 404 `RESOURCE_NOT_FOUND` (`resource_type: "model"`, with `suggestions`), arguments out of bounds 422 `VALIDATION_ERROR` (field paths under `parameters.`); 502 `BAD_GATEWAY` when the catalog cannot be reached or fails.
         */
        post: operations["postModelCatalogTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints, newest first */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint for team events
         * @description Events: bot.message_received, integration.failed, agent_loop.completed, channel.disconnected. The response carries the signing `secret` (whsec_..., Standard Webhooks) — the only time it is shown.
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint (without its secret) */
        get: operations["getWebhooksId"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: operations["deleteWebhooksId"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Setting `enabled` also clears `disabled_reason` (e.g. after a 410).
         */
        patch: operations["patchWebhooksId"];
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries, newest first, with every attempt
         * @description Filter: `status` (pending | delivered | failed).
         */
        get: operations["getWebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Makes one more signed attempt at once (same webhook-id) and returns the delivery with the attempt recorded. Works for delivered, failed and pending deliveries; does not change the automatic retry schedule. 409 when the endpoint is disabled or another attempt of this delivery is in flight.
         */
        post: operations["postWebhooksIdDeliveriesDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/telegram/webhook/{channel_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Telegram update (called by Telegram, not by API clients)
         * @description Authenticated by the X-Telegram-Bot-Api-Secret-Token header that the service registered with setWebhook. Answers 200 as soon as the message is stored; the reply is sent with sendMessage.
         */
        post: operations["postTelegramWebhookChannelId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/slack/events/{channel_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Slack event (called by Slack, not by API clients)
         * @description Set as the Request URL of the Slack app's Event Subscriptions. Authenticated by X-Slack-Signature and X-Slack-Request-Timestamp (v0, the signing secret, at most 5 minutes old). Answers url_verification challenges; acknowledges a message as soon as it is stored and replies with chat.postMessage in the thread.
         */
        post: operations["postSlackEventsChannelId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/slack/interactions/{channel_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a press of a reply button (called by Slack, not by API clients)
         * @description Set as the Request URL of the Slack app's Interactivity. Authenticated like the events URL. A `block_actions` press of a reply button becomes a user message (the button’s title, with `metadata.button_id`), acknowledged at once and answered in the background.
         */
        post: operations["postSlackInteractionsChannelId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whatsapp/webhook/{channel_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the WhatsApp webhook (called by Meta when the Callback URL is saved)
         * @description Answers `hub.challenge` as text/plain when `hub.mode` is `subscribe` and `hub.verify_token` is the channel's `verify_token`; otherwise 403.
         */
        get: operations["getWhatsappWebhookChannelId"];
        put?: never;
        /**
         * Receive WhatsApp messages (called by Meta, not by API clients)
         * @description Authenticated by X-Hub-Signature-256 (HMAC-SHA256 of the raw body under the app secret). Answers 200 as soon as the messages are stored; replies go through the Cloud API messages endpoint. Statuses (sent, delivered, read, failed) update the `delivery` of the messages they name; other message types are acknowledged and ignored.
         */
        post: operations["postWhatsappWebhookChannelId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "bot.message_received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user’s message reached a bot
         * @description Sent to every enabled team webhook endpoint subscribed to `bot.message_received`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventBotMessageReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "integration.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every integration of a bot failed to answer a message
         * @description Sent to every enabled team webhook endpoint subscribed to `integration.failed`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventIntegrationFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "agent_loop.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An agent loop’s execution ended (any terminal status)
         * @description Sent to every enabled team webhook endpoint subscribed to `agent_loop.completed`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventAgentLoopCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "channel.disconnected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A channel lost its platform connection
         * @description Sent to every enabled team webhook endpoint subscribed to `channel.disconnected`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventChannelDisconnected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "mcp_server.authorization_required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A tool server behind OAuth needs a person to connect it again (a run could not use it, its consent was revoked, or it asks for more scopes)
         * @description Sent to every enabled team webhook endpoint subscribed to `mcp_server.authorization_required`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventMcpServerAuthorizationRequired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversation.handoff_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A conversation was handed to a person (by its integration’s answer or through the API)
         * @description Sent to every enabled team webhook endpoint subscribed to `conversation.handoff_requested`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventConversationHandoffRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.delivery_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outbound message (a reply, a person’s or a proactive message) could not be delivered
         * @description Sent to every enabled team webhook endpoint subscribed to `message.delivery_failed`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventMessageDeliveryFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "execution.approval_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An execution paused for a person: a tool call or its budget waits for approval
         * @description Sent to every enabled team webhook endpoint subscribed to `execution.approval_requested`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).
         */
        post: operations["eventExecutionApprovalRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Error: {
            error: {
                /** @description Stable upper-snake-case code, e.g. VALIDATION_ERROR */
                code: string;
                message: string;
                /** @description RESOURCE_NOT_FOUND: { resource_type, resource_id }; VALIDATION_ERROR: { fields: [{ path, message }] }; INTERNAL_ERROR: { error_id } */
                details?: {
                    [key: string]: unknown;
                };
                /** @description Seconds to wait, on RATE_LIMIT_EXCEEDED and CONCURRENCY_LIMIT_EXCEEDED */
                retry_after?: number;
            };
        };
        /** @description The team and API key behind the request */
        Me: {
            team: components["schemas"]["Team"];
            api_key: components["schemas"]["ApiKey"];
        };
        Team: {
            /** @description team id (team_...) */
            id: string;
            name: string;
            /** @enum {string} */
            plan: "free" | "pro" | "enterprise";
            /** @description Spending (USD) per UTC calendar month at which new runs are refused (403 BUDGET_EXCEEDED) and running ones pause for a budget approval; null: none */
            monthly_budget_usd: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ApiKey: {
            /** @description apiKey id (key_...) */
            id: string;
            name: string;
            /** @description First characters of the key, for recognising it */
            prefix: string;
            /** Format: date-time */
            created_at: string;
            /** @description Updated at most once a minute while the key is in use */
            last_used_at: string | null;
            revoked_at: string | null;
        };
        CreatedApiKey: {
            /** @description apiKey id (key_...) */
            id: string;
            name: string;
            /** @description First characters of the key, for recognising it */
            prefix: string;
            /** Format: date-time */
            created_at: string;
            /** @description Updated at most once a minute while the key is in use */
            last_used_at: string | null;
            revoked_at: string | null;
            /** @description The secret key (sb_...), shown only once */
            key: string;
        };
        Secret: {
            name: string;
            description: string | null;
            /** @description The last 4 characters of the value; null for values under 8 characters */
            last4: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Bot: {
            /** @description bot id (bot_...) */
            id: string;
            name: string;
            description: string | null;
            context_window: number;
            /**
             * @description highest_weight: the enabled integration with the highest weight answers (ties: oldest); weighted: random with probability weight / sum of weights
             * @enum {string}
             */
            integration_strategy: "highest_weight" | "weighted";
            error_message: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Integration: {
            /** @description integration id (int_...) */
            id: string;
            /** @description bot id (bot_...) */
            bot_id: string;
            name: string;
            webhook_url: string;
            /** @description Values masked */
            headers: {
                [key: string]: string;
            };
            timeout: number;
            weight: number;
            fallback: boolean;
            enabled: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Channel: {
            /** @description channel id (chn_...) */
            id: string;
            /** @description bot id (bot_...) */
            bot_id: string;
            /** @enum {string} */
            type: "api" | "telegram" | "slack" | "whatsapp";
            name: string;
            /** @enum {string} */
            status: "active" | "disconnected";
            /** @description Why the channel is disconnected (e.g. the platform refused its credentials); null while active */
            status_reason: string | null;
            /** @description When the channel was marked disconnected; null while active */
            disconnected_at: string | null;
            /** @description Type-specific; secrets masked */
            config: {
                [key: string]: string;
            };
            timeout: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ApiChannelConfigInput: Record<string, never>;
        TelegramChannelConfigInput: {
            /**
             * Bot token (from @BotFather)
             * @description The token BotFather gives when the bot is created (123456789:AA...)
             */
            bot_token: string;
        };
        SlackChannelConfigInput: {
            /**
             * Bot User OAuth Token (xoxb-…)
             * @description Bot User OAuth Token (OAuth & Permissions page)
             */
            bot_token: string;
            /**
             * Signing Secret (Basic Information page)
             * @description Signing Secret (Basic Information page)
             */
            signing_secret: string;
        };
        WhatsappChannelConfigInput: {
            /**
             * Phone number id
             * @description Phone number ID (WhatsApp > API Setup)
             */
            phone_number_id: string;
            /**
             * Access token
             * @description A system user access token with whatsapp_business_messaging
             */
            access_token: string;
            /**
             * App secret
             * @description App secret (App settings > Basic); signs every delivery
             */
            app_secret: string;
            /**
             * Verify token (you choose it)
             * @description Any string you choose; Meta sends it back when verifying the webhook
             */
            verify_token: string;
        };
        TextPartInput: {
            /** @constant */
            type: "text";
            text: string;
        };
        ImageUrlPartInput: {
            /** @constant */
            type: "image_url";
            image_url: {
                /**
                 * Format: uri
                 * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                 */
                url: string;
            };
        };
        Message: {
            /** @description message id (msg_...) */
            id: string;
            /** @description conversation id (conv_...) */
            conversation_id: string;
            /** @enum {string} */
            role: "user" | "assistant" | "system" | "agent";
            content: string | (components["schemas"]["TextPart"] | components["schemas"]["ImageUrlPart"])[];
            attachments: components["schemas"]["Attachment"][];
            /** @description Which backend answered */
            integration_id: string | null;
            latency_ms: number | null;
            /** @description The backend's reply metadata */
            metadata: {
                [key: string]: unknown;
            } | null;
            platform_message_id: string | null;
            /** @description User messages: received until answered, or failed (see error); else null */
            status: ("received" | "answered" | "failed" | "handoff") | null;
            error: string | null;
            /** @description Outbound messages (assistant, agent): where the platform has it; null for user and system messages and while queued */
            delivery: components["schemas"]["MessageDelivery"] | null;
            /** @description Reply buttons the message offers */
            buttons?: components["schemas"]["Button"][];
            /** Format: date-time */
            created_at: string;
        };
        TextPart: {
            /** @constant */
            type: "text";
            text: string;
        };
        ImageUrlPart: {
            /** @constant */
            type: "image_url";
            image_url: {
                /**
                 * Format: uri
                 * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                 */
                url: string;
            };
        };
        Attachment: {
            url: string;
            filename: string;
            mime_type: string;
        };
        MessageDelivery: {
            /** @enum {string} */
            status: "sent" | "delivered" | "read" | "failed";
            error?: string;
            /** Format: date-time */
            updated_at: string;
        };
        Button: {
            /** @description Comes back as `metadata.button_id` of the press */
            id: string;
            /** @description The label; a press comes back as a user message with this text */
            title: string;
        };
        ChannelReply: {
            /** @description message id (msg_...) */
            id: string;
            content: string | unknown[];
            attachments: components["schemas"]["Attachment"][];
            /** @description null when every integration failed */
            integration_id: string | null;
            latency_ms: number | null;
            /** @description Why the reply is the bot's error_message, or which attachments were not delivered */
            error: string | null;
            /** @description Reply buttons to show the user */
            buttons?: components["schemas"]["Button"][];
        };
        WhatsappTemplateInput: {
            name: string;
            language: {
                code: string;
            };
            /** @description The template's parameters as the Cloud API takes them */
            components?: {
                [key: string]: unknown;
            }[];
        };
        ButtonInput: {
            /** @description Comes back as `metadata.button_id` of the press */
            id: string;
            /** @description The label; a press comes back as a user message with this text */
            title: string;
        };
        Conversation: {
            /** @description conversation id (conv_...) */
            id: string;
            /** @description bot id (bot_...) */
            bot_id: string;
            /** @description channel id (chn_...) */
            channel_id: string;
            /** @enum {string} */
            platform: "api" | "telegram" | "slack" | "whatsapp";
            chat_id: string;
            user: {
                id: string;
                name: string;
                username: string | null;
                /** @enum {string} */
                platform: "api" | "telegram" | "slack" | "whatsapp";
            };
            /** @enum {string} */
            status: "active" | "handoff" | "closed";
            /** @description While the status is `handoff`: why, who asked and when; else null */
            handoff: components["schemas"]["ConversationHandoff"] | null;
            message_count: number;
            last_message_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ConversationHandoff: {
            reason: string | null;
            /** @enum {string} */
            requested_by: "integration" | "api";
            /** Format: date-time */
            requested_at: string;
        };
        AttachmentInputInput: {
            /**
             * Format: uri
             * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
             */
            url: string;
            filename: string;
            mime_type: string;
        };
        McpServer: {
            /** @description mcpServer id (mcp_...) */
            id: string;
            name: string;
            url: string;
            /** @enum {string} */
            transport: "mcp" | "http";
            /** @description Values masked */
            headers: {
                [key: string]: string;
            };
            tools: components["schemas"]["ToolDefinition"][];
            auth: components["schemas"]["McpServerAuth"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ToolDefinition: {
            name: string;
            /** @default  */
            description: string;
            /**
             * @description JSON Schema of the parameters object
             * @default {
             *       "type": "object",
             *       "properties": {}
             *     }
             */
            input_schema: {
                [key: string]: unknown;
            };
        };
        McpServerAuth: {
            /** @constant */
            type: "none";
        } | {
            /** @constant */
            type: "oauth";
            /** @enum {string} */
            grant: "authorization_code" | "client_credentials";
            client_id: string | null;
            /** @description Masked */
            client_secret: string | null;
            /**
             * @description connected: runs use it; needs_authorization: a person must connect it (POST .../oauth/authorize); error: see `error`
             * @enum {string}
             */
            status: "connected" | "needs_authorization" | "error";
            /** @description Scopes of the current grant when connected, else the scopes to ask for */
            scopes: string[];
            /** @description When the access token expires (it is refreshed before) */
            expires_at: string | null;
            error: string | null;
        };
        ToolDefinitionInput: {
            name: string;
            /** @default  */
            description: string;
            /** @description JSON Schema of the parameters object */
            input_schema?: {
                [key: string]: unknown;
            };
        };
        McpServerTestResult: {
            ok: boolean;
            /** @description The MCP revision negotiated (2026-07-28 first, else the 2025 handshake: 2025-11-25, ...); null for transport "http" and when no connection was made */
            protocol_version: string | null;
            tools: {
                name: string;
                description: string;
            }[];
            /** @description Why the server could not be used */
            error?: string;
            latency_ms: number;
        };
        OAuthAuthorization: {
            authorization_url: string;
            /** Format: date-time */
            expires_at: string;
        };
        AgentLoop: {
            /** @description agentLoop id (loop_...) */
            id: string;
            name: string;
            system_prompt: string;
            user_message: string;
            model: string | null;
            mcp_servers: string[];
            callback_url: string | null;
            /** @description Values masked */
            callback_headers: {
                [key: string]: string;
            };
            /** @description whsec_... secret that signs callbacks (Standard Webhooks); masked in lists */
            callback_secret: string;
            max_iterations: number;
            timeout: number;
            tool_timeout: number;
            event_triggers: components["schemas"]["EventTrigger"][];
            tool_policies: components["schemas"]["ToolPolicy"][];
            approval_timeout: number;
            /** @enum {string} */
            on_approval_timeout: "reject" | "fail";
            /** @enum {string} */
            elicitation: "decline" | "ask";
            max_cost_usd: number | null;
            output_schema: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Runs the loop when one of the team's events happens, with the event envelope as `variables.event` (`{{event.data.message.content}}`). A loop's own completions never trigger it; a chain of event-triggered runs deeper than 5 is not started. */
        EventTrigger: {
            /** @enum {string} */
            event: "bot.message_received" | "integration.failed" | "agent_loop.completed" | "channel.disconnected" | "mcp_server.authorization_required" | "conversation.handoff_requested" | "message.delivery_failed" | "execution.approval_requested";
            /** @description Only this bot's events (bot events) */
            bot_id?: string;
            /** @description Only this loop's runs (agent_loop.completed, execution.approval_requested) */
            agent_loop_id?: string;
        };
        ToolPolicy: {
            /** @description A registered tool server id (mcp_...), a built-in name, or * */
            server: string | ("http" | "model-catalog" | "files" | "time") | "*";
            /**
             * @description The server's own tool name, or a glob (* any run, ? one character)
             * @default *
             */
            tool: string;
            /**
             * @description `allow` runs the call, `ask` pauses the run for a person to approve it, `deny` never offers the tool to the model
             * @enum {string}
             */
            action: "allow" | "ask" | "deny";
        };
        /**
         * @description A tool server every loop may name without registering it
         * @enum {string}
         */
        BuiltInToolServerInput: "http" | "model-catalog" | "files" | "time";
        /** @description Runs the loop when one of the team's events happens, with the event envelope as `variables.event` (`{{event.data.message.content}}`). A loop's own completions never trigger it; a chain of event-triggered runs deeper than 5 is not started. */
        EventTriggerInput: {
            /** @enum {string} */
            event: "bot.message_received" | "integration.failed" | "agent_loop.completed" | "channel.disconnected" | "mcp_server.authorization_required" | "conversation.handoff_requested" | "message.delivery_failed" | "execution.approval_requested";
            /** @description Only this bot's events (bot events) */
            bot_id?: string;
            /** @description Only this loop's runs (agent_loop.completed, execution.approval_requested) */
            agent_loop_id?: string;
        };
        ToolPolicyInput: {
            /** @description A registered tool server id (mcp_...), a built-in name, or * */
            server: string | ("http" | "model-catalog" | "files" | "time") | "*";
            /**
             * @description The server's own tool name, or a glob (* any run, ? one character)
             * @default *
             */
            tool: string;
            /**
             * @description `allow` runs the call, `ask` pauses the run for a person to approve it, `deny` never offers the tool to the model
             * @enum {string}
             */
            action: "allow" | "ask" | "deny";
        };
        AgentLoopCallback: {
            agent_loop_id: string;
            agent_loop_name: string;
            execution_id: string;
            /** @enum {string} */
            status: "completed" | "failed" | "timeout" | "cancelled";
            result: {
                output: string | null;
                output_truncated: boolean;
                tool_calls: number;
                iterations: number;
                iterations_used: number;
                structured: {
                    [key: string]: unknown;
                } | null;
            };
            metadata: {
                started_at: string | null;
                /** Format: date-time */
                completed_at: string;
                duration_seconds: number;
                duration_ms: number;
                model: string | null;
                tokens_used: number;
                /** @description The `metadata` the run was given ({} when none) */
                run_metadata: {
                    [key: string]: unknown;
                };
            };
            error: string | null;
        };
        TriggerUrl: {
            /** @description POST a JSON object here to start a run (no API key). Shown once: only a hash is stored. Posting to /trigger-url again replaces it. */
            url: string;
            /** Format: date-time */
            created_at: string;
        };
        TriggerAccepted: {
            /** @description execution id (exec_...) */
            execution_id: string;
        };
        Schedule: {
            /** @description schedule id (sch_...) */
            id: string;
            /** @description agentLoop id (loop_...) */
            agent_loop_id: string;
            cron: string | null;
            interval_seconds: number | null;
            timezone: string;
            enabled: boolean;
            variables: {
                [key: string]: unknown;
            } | null;
            /** @description Next due time; null when disabled */
            next_run_at: string | null;
            /** @description The next 3 due times, to check the expression; empty when disabled */
            next_runs: string[];
            /** @description The due time of the latest run */
            last_run_at: string | null;
            /** @description The execution the latest due time started (null if it could not start) */
            last_execution_id: string | null;
            /** @description Why the latest due time started no run (e.g. the concurrency cap), else null */
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RunAgentLoopInput: {
            /** @description Replaces the loop's user_message for this run */
            user_message?: string;
            /** @description Fills `{{name}}` placeholders (dotted paths reach into objects: `{{order.id}}`) in the loop’s system_prompt and user_message. Given `variables`, a placeholder without a value is a 422 naming it; without them, both texts are used as written. */
            variables?: {
                [key: string]: unknown;
            };
            /** @description Stored on the execution and sent back in the callback as metadata.run_metadata */
            metadata?: {
                [key: string]: unknown;
            };
        };
        Execution: {
            /** @description execution id (exec_...) */
            id: string;
            /** @description agentLoop id (loop_...) */
            agent_loop_id: string;
            /** @enum {string} */
            status: "queued" | "running" | "awaiting_approval" | "awaiting_input" | "completed" | "failed" | "timeout" | "cancelled";
            result: {
                /** @description The agent's final answer, at most 100000 characters */
                output: string | null;
                /** @description True when the answer was longer than 100000 characters and was cut */
                output_truncated: boolean;
                tool_calls: number;
                /** @description Model calls made */
                iterations: number;
                /** @description The result, validated against the loop's output_schema; null without one */
                structured: {
                    [key: string]: unknown;
                } | null;
            };
            error: string | null;
            steps: (components["schemas"]["ModelCallStep"] | components["schemas"]["ToolCallStep"] | components["schemas"]["ToolsListStep"])[];
            usage: {
                prompt_tokens: number;
                completion_tokens: number;
                total_tokens: number;
                /** @description From the catalog's prices; null when the model's price is unknown */
                cost_usd: number | null;
            };
            /** @description Model used; null until the run starts */
            model: string | null;
            /** @description null when the loop has none */
            callback: {
                url: string;
                /** @description The webhook-id header; the same on every retry */
                webhook_id: string;
                /** @description null until the execution ends; pending while retrying */
                status: ("pending" | "delivered" | "failed") | null;
                attempts: {
                    attempt: number;
                    /** Format: date-time */
                    at: string;
                    status_code: number | null;
                    error: string | null;
                    duration_ms: number;
                }[];
                next_attempt_at: string | null;
            } | null;
            /** @description While `awaiting_approval`: what waits for a decision ([] otherwise) */
            pending_approvals: (components["schemas"]["ToolCallApproval"] | components["schemas"]["BudgetApproval"])[];
            /** @description While `awaiting_input`: the tool server's question */
            pending_input: components["schemas"]["PendingInput"] | null;
            input: components["schemas"]["ExecutionInput"];
            trigger: components["schemas"]["ExecutionTrigger"];
            /** Format: date-time */
            queued_at: string;
            started_at: string | null;
            completed_at: string | null;
            /** @description `duration_ms` rounded to whole seconds; null until the execution ends */
            duration_seconds: number | null;
            /** @description From `started_at` (or the end, when it never started) to `completed_at` */
            duration_ms: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ModelCallStep: {
            /** @constant */
            type: "model_call";
            iteration: number;
            model: string;
            prompt_tokens: number;
            completion_tokens: number;
            total_tokens: number;
            /** @description This call's cost in USD from the model catalog's prices; null when the model's price is unknown */
            cost_usd: number | null;
            latency_ms: number;
            /** @description e.g. stop, tool_calls, length */
            finish_reason: string | null;
            tool_calls_requested: number;
            error: string | null;
            /** Format: date-time */
            started_at: string;
        };
        ToolCallStep: {
            /** @constant */
            type: "tool_call";
            iteration: number;
            /** @description The model's id for this tool call */
            call_id: string;
            /** @description Tool server id (mcp_...) or built-in name */
            server: string;
            /** @description The tool's name on its server */
            tool: string;
            /** @description Arguments as the model sent them */
            arguments: unknown;
            /** @description Tool output, truncated */
            result: string | null;
            truncated: boolean;
            duration_ms: number;
            error: string | null;
            /** Format: date-time */
            started_at: string;
        };
        ToolsListStep: {
            /** @constant */
            type: "tools_list";
            /** @description Tool server id (mcp_...) or built-in name */
            server: string;
            /** @description Why the listing failed */
            error: string;
            duration_ms: number;
            /** Format: date-time */
            started_at: string;
        };
        ToolCallApproval: {
            /** @description approval id (apr_...) */
            id: string;
            /** Format: date-time */
            requested_at: string;
            /**
             * Format: date-time
             * @description After this the approval is settled by the loop's on_approval_timeout
             */
            expires_at: string;
            /** @constant */
            kind: "tool_call";
            /** @description The mcp_ id of the tool server, or a built-in name */
            server: string;
            /** @description The server's own name of the tool */
            tool: string;
            /** @description The name the model called it by */
            model_tool_name: string;
            /** @description The arguments the model gave, secrets redacted */
            arguments: {
                [key: string]: unknown;
            };
            /** @description The hints the server declared for the tool (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title); {} when none */
            annotations: {
                [key: string]: unknown;
            };
        };
        BudgetApproval: {
            /** @description approval id (apr_...) */
            id: string;
            /** Format: date-time */
            requested_at: string;
            /**
             * Format: date-time
             * @description After this the approval is settled by the loop's on_approval_timeout
             */
            expires_at: string;
            /** @constant */
            kind: "budget";
            /**
             * @description `run`: the loop's max_cost_usd (approving raises it by the same amount once more); `team`: the team's monthly_budget_usd (approving lets this run go on past it)
             * @enum {string}
             */
            budget: "run" | "team";
            spent_usd: number;
            limit_usd: number;
        };
        PendingInput: {
            /** @description input id (inp_...) */
            id: string;
            server: string;
            message: string;
            /** @enum {string} */
            mode: "form" | "url";
            requested_schema?: {
                [key: string]: unknown;
            };
            url?: string;
            /** Format: date-time */
            requested_at: string;
        };
        ExecutionInput: {
            /** @description The task as the run was given it, placeholders filled */
            user_message: string;
            variables: {
                [key: string]: unknown;
            };
            metadata: {
                [key: string]: unknown;
            };
        };
        ExecutionTrigger: {
            /**
             * @description api (POST /run), schedule, event (an event trigger) or url (a trigger URL)
             * @enum {string}
             */
            type: "api" | "schedule" | "event" | "url";
            /** @description The schedule (sch_...) or event (evt_...) that started the run */
            id?: string;
            /** @description Runs started by an event: 1, plus one for each event-triggered run before it in the chain (agent_loop.completed of a triggered run) */
            depth?: number;
        };
        ApprovalDecisionInput: {
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Told to the model when the call is rejected */
            reason?: string;
            /** @description Approve only: the arguments to run the tool with instead of the model's, validated against the tool's input schema */
            arguments?: {
                [key: string]: unknown;
            };
        };
        InputAnswerInput: {
            /**
             * @description `accept` with the answer (form mode) or once the page was visited (URL mode); `decline`: the user says no; `cancel`: no answer
             * @enum {string}
             */
            action: "accept" | "decline" | "cancel";
            /** @description accept only, form mode: the answer, validated against `requested_schema` */
            content?: {
                [key: string]: unknown;
            };
        };
        WorkspaceFile: {
            path: string;
            /** @description Bytes */
            size: number;
            content_type: string;
            /** @description Hex SHA-256 of the bytes; the ETag is "<sha256>" */
            sha256: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        UsageDay: {
            /** Format: date */
            date: string;
            messages_received: number;
            /** @description Replies sent to users, the bot’s error_message included */
            replies_sent: number;
            /** @description Messages no integration answered (integration.failed) */
            integration_failures: number;
            /** @description Median latency of replies an integration gave, from a histogram (the upper bound of its bucket); null without replies */
            reply_latency_ms_p50: number | null;
            reply_latency_ms_p95: number | null;
            executions: {
                completed: number;
                failed: number;
                timeout: number;
                cancelled: number;
            };
            tokens: number;
            cost_usd: number;
        };
        UsageBudget: {
            monthly_budget_usd: number;
            /** @description What the team’s ended executions cost this UTC calendar month */
            spent_usd: number;
            /**
             * Format: date-time
             * @description The next month’s first instant (UTC)
             */
            resets_at: string;
        };
        /** @description The catalog’s result as it gave it: `{success: true, result: {output, data, metadata}}` */
        CatalogCallResult: {
            /** @constant */
            success: true;
            result: {
                /** @description The tool’s answer as formatted text (markdown) */
                output: string;
                /** @description The same answer as structured data */
                data: unknown;
                metadata?: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        };
        WebhookEndpoint: {
            /** @description webhook id (whk_...) */
            id: string;
            url: string;
            events: ("bot.message_received" | "integration.failed" | "agent_loop.completed" | "channel.disconnected" | "mcp_server.authorization_required" | "conversation.handoff_requested" | "message.delivery_failed" | "execution.approval_requested")[];
            description: string | null;
            enabled: boolean;
            /** @description Why the service disabled the endpoint (e.g. it answered 410) */
            disabled_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreatedWebhookEndpoint: {
            /** @description webhook id (whk_...) */
            id: string;
            url: string;
            events: ("bot.message_received" | "integration.failed" | "agent_loop.completed" | "channel.disconnected" | "mcp_server.authorization_required" | "conversation.handoff_requested" | "message.delivery_failed" | "execution.approval_requested")[];
            description: string | null;
            enabled: boolean;
            /** @description Why the service disabled the endpoint (e.g. it answered 410) */
            disabled_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description whsec_... signing secret, shown only once */
            secret: string;
        };
        Delivery: {
            /** @description delivery id (dlv_...) */
            id: string;
            /** @description webhook id (whk_...) */
            webhook_id: string;
            /** @description event id (evt_...) */
            event_id: string;
            /** @enum {string} */
            event_type: "bot.message_received" | "integration.failed" | "agent_loop.completed" | "channel.disconnected" | "mcp_server.authorization_required" | "conversation.handoff_requested" | "message.delivery_failed" | "execution.approval_requested";
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: {
                attempt: number;
                /** Format: date-time */
                at: string;
                status_code: number | null;
                error: string | null;
                duration_ms: number;
            }[];
            next_attempt_at: string | null;
            payload: components["schemas"]["Event"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Event: {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "bot.message_received";
            /** Format: date-time */
            created_at: string;
            data: {
                bot_id: string;
                channel_id: string;
                conversation_id: string;
                message: components["schemas"]["Message"];
            };
        } | {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "integration.failed";
            /** Format: date-time */
            created_at: string;
            data: {
                bot_id: string;
                conversation_id: string;
                message_id: string;
                attempts: {
                    integration_id: string;
                    error: string;
                }[];
            };
        } | {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "agent_loop.completed";
            /** Format: date-time */
            created_at: string;
            data: components["schemas"]["AgentLoopCallback"];
        } | {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "channel.disconnected";
            /** Format: date-time */
            created_at: string;
            data: {
                bot_id: string;
                channel_id: string;
                type: string;
                reason: string;
            };
        } | {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "mcp_server.authorization_required";
            /** Format: date-time */
            created_at: string;
            data: {
                mcp_server_id: string;
                name: string;
                reason: string;
                scopes: string[];
                execution_id: string | null;
            };
        } | {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "conversation.handoff_requested";
            /** Format: date-time */
            created_at: string;
            data: {
                bot_id: string;
                channel_id: string;
                conversation_id: string;
                reason: string | null;
                /** @enum {string} */
                requested_by: "integration" | "api";
                integration_id: string | null;
                message_id: string | null;
            };
        } | {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "message.delivery_failed";
            /** Format: date-time */
            created_at: string;
            data: {
                bot_id: string;
                channel_id: string;
                conversation_id: string;
                message: components["schemas"]["Message"];
            };
        } | {
            /** @description event id (evt_...) */
            id: string;
            /** @constant */
            type: "execution.approval_requested";
            /** Format: date-time */
            created_at: string;
            data: {
                execution_id: string;
                agent_loop_id: string;
                approval?: components["schemas"]["ToolCallApproval"] | components["schemas"]["BudgetApproval"];
                input?: components["schemas"]["PendingInput"];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the server is at its limit of work in progress (retry_after, Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Me"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monthly_budget_usd: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiKeys: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default Default */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedApiKey"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiKeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSecrets: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Secret"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSecretsName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The secret; never shown again */
                    value: string;
                    /** @description What the secret is for; replaced (or cleared when absent) by each PUT */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Secret"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Secret"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSecretsName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBots: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Bot"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBots: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /**
                     * @description How many recent messages go to the integration with each user message
                     * @default 10
                     */
                    context_window?: number;
                    /**
                     * @description highest_weight: the enabled integration with the highest weight answers (ties: oldest); weighted: random with probability weight / sum of weights
                     * @default highest_weight
                     * @enum {string}
                     */
                    integration_strategy?: "highest_weight" | "weighted";
                    /**
                     * @description Sent to the user when every integration fails
                     * @default Sorry, I can't answer right now. Please try again in a moment.
                     */
                    error_message?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Bot"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBotsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Bot"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBotsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchBotsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @description How many recent messages go to the integration with each user message */
                    context_window?: number;
                    /**
                     * @description highest_weight: the enabled integration with the highest weight answers (ties: oldest); weighted: random with probability weight / sum of weights
                     * @enum {string}
                     */
                    integration_strategy?: "highest_weight" | "weighted";
                    /** @description Sent to the user when every integration fails */
                    error_message?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Bot"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBotsBotIdIntegrations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                bot_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBotsBotIdIntegrations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                bot_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * Format: uri
                     * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                     */
                    webhook_url: string;
                    /** @description Header name -> value. Values are secrets: responses mask them, except a value holding a `{{secret.NAME}}` reference, which is shown as written and filled from the team secret NAME at call time (keep the whole credential in the secret). */
                    headers?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Seconds to wait for the backend; must be below every channel's timeout
                     * @default 30
                     */
                    timeout?: number;
                    /**
                     * @description Higher answers first (highest_weight) or more often (weighted); 0 = never primary
                     * @default 1
                     */
                    weight?: number;
                    /**
                     * @description Tried when the primary fails
                     * @default false
                     */
                    fallback?: boolean;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntegrationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteIntegrationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchIntegrationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * Format: uri
                     * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                     */
                    webhook_url?: string;
                    /** @description Header name -> value. Values are secrets: responses mask them, except a value holding a `{{secret.NAME}}` reference, which is shown as written and filled from the team secret NAME at call time (keep the whole credential in the secret). */
                    headers?: {
                        [key: string]: string;
                    };
                    /** @description Seconds to wait for the backend; must be below every channel's timeout */
                    timeout?: number;
                    /** @description Higher answers first (highest_weight) or more often (weighted); 0 = never primary */
                    weight?: number;
                    /** @description Tried when the primary fails */
                    fallback?: boolean;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBotsBotIdChannels: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                bot_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Channel"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBotsBotIdChannels: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                bot_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "api";
                    name?: string;
                    /** @default {} */
                    config?: components["schemas"]["ApiChannelConfigInput"];
                    /**
                     * @description Seconds the channel waits for a reply; above every integration's timeout
                     * @default 60
                     */
                    timeout?: number;
                } | {
                    /** @constant */
                    type: "telegram";
                    name?: string;
                    config: components["schemas"]["TelegramChannelConfigInput"];
                    /**
                     * @description Seconds the channel waits for a reply; above every integration's timeout
                     * @default 60
                     */
                    timeout?: number;
                } | {
                    /** @constant */
                    type: "slack";
                    name?: string;
                    config: components["schemas"]["SlackChannelConfigInput"];
                    /**
                     * @description Seconds the channel waits for a reply; above every integration's timeout
                     * @default 60
                     */
                    timeout?: number;
                } | {
                    /** @constant */
                    type: "whatsapp";
                    name?: string;
                    config: components["schemas"]["WhatsappChannelConfigInput"];
                    /**
                     * @description Seconds the channel waits for a reply; above every integration's timeout
                     * @default 60
                     */
                    timeout?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An upstream service (e.g. the Telegram Bot API) failed or refused the call */
            502: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChannelsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteChannelsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchChannelsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description The full config of the channel type, e.g. { bot_token } for telegram */
                    config?: {
                        [key: string]: unknown;
                    };
                    /** @description Seconds the channel waits for a reply; above every integration's timeout */
                    timeout?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An upstream service (e.g. the Telegram Bot API) failed or refused the call */
            502: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChannelsIdMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        id: string;
                        name: string;
                        username?: string;
                    };
                    chat_id: string;
                    content: string | (components["schemas"]["TextPartInput"] | components["schemas"]["ImageUrlPartInput"])[];
                    /** @description Idempotency: the same message_id in the same chat is answered once */
                    message_id?: string;
                    /** @description The id of the reply button the user pressed (`content` is then the button's title); kept as `metadata.button_id` */
                    button_id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description conversation id (conv_...) */
                            conversation_id: string;
                            message: components["schemas"]["Message"];
                            reply: components["schemas"]["ChannelReply"];
                        };
                    };
                };
            };
            /** @description Stored for a person (the conversation is in handoff); no reply */
            202: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description conversation id (conv_...) */
                            conversation_id: string;
                            message: components["schemas"]["Message"];
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the server is at its limit of work in progress (retry_after, Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChannelsIdOutbound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The platform's chat: a Telegram chat id, a Slack channel (`C…` or `C…:<thread ts>`), a WhatsApp number (wa_id), or your api chat id */
                    chat_id: string;
                    content?: string | (components["schemas"]["TextPartInput"] | components["schemas"]["ImageUrlPartInput"])[];
                    /** @description WhatsApp only: a template message, the only kind allowed outside the 24-hour window */
                    template?: components["schemas"]["WhatsappTemplateInput"];
                    buttons?: components["schemas"]["ButtonInput"][];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description conversation id (conv_...) */
                            conversation_id: string;
                            message: components["schemas"]["Message"];
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBotsBotIdConversations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                user_id?: string;
                status?: "active" | "handoff" | "closed";
            };
            header?: never;
            path: {
                bot_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                user_id?: string;
                status?: "active" | "handoff" | "closed";
                bot_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteConversationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConversationsIdHandoff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Why a person should take over; shown in the inbox and the event */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConversationsIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsIdMessages: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConversationsIdMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string | (components["schemas"]["TextPartInput"] | components["schemas"]["ImageUrlPartInput"])[];
                    attachments?: components["schemas"]["AttachmentInputInput"][];
                    buttons?: components["schemas"]["ButtonInput"][];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesIdTokenFilename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                token: string;
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMcpServers: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["McpServer"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMcpServers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * Format: uri
                     * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                     */
                    url: string;
                    /**
                     * @description mcp: MCP Streamable HTTP; http: POST {tool, parameters, context} to the URL
                     * @default mcp
                     * @enum {string}
                     */
                    transport?: "mcp" | "http";
                    /** @description Header name -> value. Values are secrets: responses mask them, except a value holding a `{{secret.NAME}}` reference, which is shown as written and filled from the team secret NAME at call time (keep the whole credential in the secret). */
                    headers?: {
                        [key: string]: string;
                    };
                    /** @description Required (at least one) for transport "http"; not allowed for "mcp" */
                    tools?: components["schemas"]["ToolDefinitionInput"][];
                    /**
                     * @default {
                     *       "type": "none"
                     *     }
                     */
                    auth?: {
                        /** @constant */
                        type: "none";
                    } | {
                        /** @constant */
                        type: "oauth";
                        /**
                         * @default authorization_code
                         * @enum {string}
                         */
                        grant?: "authorization_code" | "client_credentials";
                        /** @description A client id registered with the authorization server; without it Switchboard uses its client metadata document (where the server supports it) or registers itself */
                        client_id?: string;
                        /** @description Secret of `client_id`; shown masked */
                        client_secret?: string;
                        /** @description Scopes to ask for; default: what the server advertises */
                        scopes?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["McpServer"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMcpServersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["McpServer"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMcpServersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMcpServersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * Format: uri
                     * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                     */
                    url?: string;
                    /**
                     * @description mcp: MCP Streamable HTTP; http: POST {tool, parameters, context} to the URL
                     * @enum {string}
                     */
                    transport?: "mcp" | "http";
                    /** @description Header name -> value. Values are secrets: responses mask them, except a value holding a `{{secret.NAME}}` reference, which is shown as written and filled from the team secret NAME at call time (keep the whole credential in the secret). */
                    headers?: {
                        [key: string]: string;
                    };
                    /** @description Required (at least one) for transport "http"; not allowed for "mcp" */
                    tools?: components["schemas"]["ToolDefinitionInput"][];
                    auth?: {
                        /** @constant */
                        type: "none";
                    } | {
                        /** @constant */
                        type: "oauth";
                        /**
                         * @default authorization_code
                         * @enum {string}
                         */
                        grant?: "authorization_code" | "client_credentials";
                        /** @description A client id registered with the authorization server; without it Switchboard uses its client metadata document (where the server supports it) or registers itself */
                        client_id?: string;
                        /** @description Secret of `client_id`; shown masked */
                        client_secret?: string;
                        /** @description Scopes to ask for; default: what the server advertises */
                        scopes?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["McpServer"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMcpServersIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["McpServerTestResult"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMcpServersIdOauth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMcpServersIdOauthAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OAuthAuthorization"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An upstream service (e.g. the Telegram Bot API) failed or refused the call */
            502: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOauthCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                iss?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOauthClientMetadataJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentLoops: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentLoop"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAgentLoops: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Instructions defining the agent's behaviour */
                    system_prompt: string;
                    /** @description The task given to the agent */
                    user_message: string;
                    /** @default null */
                    model?: string | null;
                    /** @default [] */
                    mcp_servers?: (string | components["schemas"]["BuiltInToolServerInput"])[];
                    /** @default null */
                    callback_url?: string | null;
                    /** @description Header name -> value. Values are secrets: responses mask them, except a value holding a `{{secret.NAME}}` reference, which is shown as written and filled from the team secret NAME at call time (keep the whole credential in the secret). */
                    callback_headers?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Maximum model calls in one execution
                     * @default 10
                     */
                    max_iterations?: number;
                    /**
                     * @description Maximum execution time in seconds
                     * @default 300
                     */
                    timeout?: number;
                    /**
                     * @description Seconds one tool call may take
                     * @default 30
                     */
                    tool_timeout?: number;
                    /** @default [] */
                    event_triggers?: components["schemas"]["EventTriggerInput"][];
                    /**
                     * @description Per tool: allow, ask (a person approves each call) or deny; the first match wins, default allow
                     * @default []
                     */
                    tool_policies?: components["schemas"]["ToolPolicyInput"][];
                    /**
                     * @description Seconds a pending approval waits for a decision
                     * @default 86400
                     */
                    approval_timeout?: number;
                    /**
                     * @description `reject`: the model is told the call was not approved; `fail`: the run fails
                     * @default reject
                     * @enum {string}
                     */
                    on_approval_timeout?: "reject" | "fail";
                    /**
                     * @description A tool server's question (MCP elicitation): `decline` answers it at once, `ask` pauses the run for a person
                     * @default decline
                     * @enum {string}
                     */
                    elicitation?: "decline" | "ask";
                    /**
                     * @description Cost (USD) at which one run pauses with a budget approval; null: no limit per run
                     * @default null
                     */
                    max_cost_usd?: number | null;
                    /** @description JSON Schema (2020-12) of the result the run must end with, in `result.structured`; null: a text answer */
                    output_schema?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentLoop"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentLoopsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentLoop"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAgentLoopsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAgentLoopsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description Instructions defining the agent's behaviour */
                    system_prompt?: string;
                    /** @description The task given to the agent */
                    user_message?: string;
                    model?: string | null;
                    mcp_servers?: (string | components["schemas"]["BuiltInToolServerInput"])[];
                    callback_url?: string | null;
                    /** @description Header name -> value. Values are secrets: responses mask them, except a value holding a `{{secret.NAME}}` reference, which is shown as written and filled from the team secret NAME at call time (keep the whole credential in the secret). */
                    callback_headers?: {
                        [key: string]: string;
                    };
                    /** @description Maximum model calls in one execution */
                    max_iterations?: number;
                    /** @description Maximum execution time in seconds */
                    timeout?: number;
                    /** @description Seconds one tool call may take */
                    tool_timeout?: number;
                    event_triggers?: components["schemas"]["EventTriggerInput"][];
                    /** @description Per tool: allow, ask (a person approves each call) or deny; the first match wins, default allow */
                    tool_policies?: components["schemas"]["ToolPolicyInput"][];
                    /** @description Seconds a pending approval waits for a decision */
                    approval_timeout?: number;
                    /**
                     * @description `reject`: the model is told the call was not approved; `fail`: the run fails
                     * @enum {string}
                     */
                    on_approval_timeout?: "reject" | "fail";
                    /**
                     * @description A tool server's question (MCP elicitation): `decline` answers it at once, `ask` pauses the run for a person
                     * @enum {string}
                     */
                    elicitation?: "decline" | "ask";
                    /** @description Cost (USD) at which one run pauses with a budget approval; null: no limit per run */
                    max_cost_usd?: number | null;
                    /** @description JSON Schema (2020-12) of the result the run must end with, in `result.structured`; null: a text answer */
                    output_schema?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentLoop"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAgentLoopsIdTriggerUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TriggerUrl"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAgentLoopsIdTriggerUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTriggersToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The trigger URL’s secret */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TriggerAccepted"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentLoopsIdSchedules: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAgentLoopsIdSchedules: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 5-field cron expression (minute hour day-of-month month day-of-week), e.g. `*\/15 9-17 * * 1-5`, evaluated in `timezone` */
                    cron?: string;
                    /** @description Run every N seconds (60 to 2592000, i.e. 30 days) */
                    interval_seconds?: number;
                    /**
                     * @description IANA time zone the cron expression is read in, e.g. `Europe/Paris`
                     * @default UTC
                     */
                    timezone?: string;
                    /** @default true */
                    enabled?: boolean;
                    /** @description Passed to every run as its `variables` (fills `{{name}}` placeholders) */
                    variables?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSchedulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSchedulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchSchedulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description 5-field cron expression (minute hour day-of-month month day-of-week), e.g. `*\/15 9-17 * * 1-5`, evaluated in `timezone` */
                    cron?: string;
                    /** @description Run every N seconds (60 to 2592000, i.e. 30 days) */
                    interval_seconds?: number;
                    /** @description IANA time zone the cron expression is read in, e.g. `Europe/Paris` */
                    timezone?: string;
                    enabled?: boolean;
                    variables?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAgentLoopsIdRun: {
        parameters: {
            query?: {
                /** @description Answer 200 with the execution when it ends or after this many seconds (1..60), whichever comes first */
                wait?: number;
                /** @description `true`: answer 200 with the execution’s events as text/event-stream */
                stream?: "true" | "false";
            };
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RunAgentLoopInput"];
            };
        };
        responses: {
            /** @description With `?wait=N`: the execution when it ended or after N seconds. With `?stream=true`: its events as they happen (as GET /executions/{id}/events), ending after the terminal one; a retry with the same Idempotency-Key streams that execution again (after its `Last-Event-ID`, when sent) rather than queueing another. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"];
                    };
                    "text/event-stream": string;
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentLoopsIdExecutions: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "queued" | "running" | "awaiting_approval" | "awaiting_input" | "completed" | "failed" | "timeout" | "cancelled";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExecutions: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "queued" | "running" | "awaiting_approval" | "awaiting_input" | "completed" | "failed" | "timeout" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExecutionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExecutionsIdEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postExecutionsIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postExecutionsIdApprovalsApprovalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                approval_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalDecisionInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postExecutionsIdInputsInputId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                input_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InputAnswerInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Execution"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWorkspaceFiles: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Only paths that start with this */
                prefix?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkspaceFile"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWorkspaceFilesPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File path; may contain / (reports/2026-11.md). No .., no leading /. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putWorkspaceFilesPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File path; may contain / (reports/2026-11.md). No .., no leading /. */
                path: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": string;
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkspaceFile"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkspaceFile"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            412: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWorkspaceFilesPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File path; may contain / (reports/2026-11.md). No .., no leading /. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            412: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMcpWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: {
                /** @description First day (UTC); default 29 days before `to` */
                from?: string;
                /** @description Last day (UTC), included; default today */
                to?: string;
                /** @description Only `day` for now */
                granularity?: "day";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UsageDay"][];
                        meta: {
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @description Spending this month against the team’s monthly_budget_usd; null without one */
                            budget: components["schemas"]["UsageBudget"] | null;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postModelCatalogTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tool: "search-models" | "get-model-details" | "recommend-model" | "list-models";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The tool’s arguments, as the catalog documents them
                     * @default {}
                     */
                    parameters?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogCallResult"];
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An upstream service (e.g. the Telegram Bot API) failed or refused the call */
            502: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhooks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                     */
                    url: string;
                    events: ("bot.message_received" | "integration.failed" | "agent_loop.completed" | "channel.disconnected" | "mcp_server.authorization_required" | "conversation.handoff_requested" | "message.delivery_failed" | "execution.approval_requested")[];
                    /** @default null */
                    description?: string | null;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedWebhookEndpoint"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)
                     */
                    url?: string;
                    events?: ("bot.message_received" | "integration.failed" | "agent_loop.completed" | "channel.disconnected" | "mcp_server.authorization_required" | "conversation.handoff_requested" | "message.delivery_failed" | "execution.approval_requested")[];
                    description?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhooksIdDeliveries: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "delivered" | "failed";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Delivery"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksIdDeliveriesDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Delivery"];
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record for this team (details: resource_type, resource_id) */
            404: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running) */
            409: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress */
            429: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    /** @description Requests allowed per minute for this key */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTelegramWebhookChannelId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSlackEventsChannelId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } | {
                        challenge: string;
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSlackInteractionsChannelId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWhatsappWebhookChannelId: {
        parameters: {
            query?: {
                "hub.mode"?: string;
                "hub.verify_token"?: string;
                "hub.challenge"?: string;
            };
            header?: never;
            path: {
                channel_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWhatsappWebhookChannelId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description Malformed JSON, or a body that is not application/json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (details.error_id is in the service log) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    eventBotMessageReceived: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "bot.message_received";
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        bot_id: string;
                        channel_id: string;
                        conversation_id: string;
                        message: components["schemas"]["Message"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventIntegrationFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "integration.failed";
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        bot_id: string;
                        conversation_id: string;
                        message_id: string;
                        attempts: {
                            integration_id: string;
                            error: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventAgentLoopCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "agent_loop.completed";
                    /** Format: date-time */
                    created_at: string;
                    data: components["schemas"]["AgentLoopCallback"];
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventChannelDisconnected: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "channel.disconnected";
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        bot_id: string;
                        channel_id: string;
                        type: string;
                        reason: string;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventMcpServerAuthorizationRequired: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "mcp_server.authorization_required";
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        mcp_server_id: string;
                        name: string;
                        reason: string;
                        scopes: string[];
                        execution_id: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventConversationHandoffRequested: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "conversation.handoff_requested";
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        bot_id: string;
                        channel_id: string;
                        conversation_id: string;
                        reason: string | null;
                        /** @enum {string} */
                        requested_by: "integration" | "api";
                        integration_id: string | null;
                        message_id: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventMessageDeliveryFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "message.delivery_failed";
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        bot_id: string;
                        channel_id: string;
                        conversation_id: string;
                        message: components["schemas"]["Message"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventExecutionApprovalRequested: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution). */
                "webhook-id": string;
                /** @description Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description event id (evt_...) */
                    id: string;
                    /** @constant */
                    type: "execution.approval_requested";
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        execution_id: string;
                        agent_loop_id: string;
                        approval?: components["schemas"]["ToolCallApproval"] | components["schemas"]["BudgetApproval"];
                        input?: components["schemas"]["PendingInput"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the delivery fails and the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff, as are network errors and timeouts */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
