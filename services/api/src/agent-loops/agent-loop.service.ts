import {
  isBuiltInToolServer,
  unknownToolServerMessage,
  type AgentLoopRecord,
  type CreateAgentLoopBody,
  type UpdateAgentLoopBody,
} from '@switchboard/contracts/agent-loop';
import { assertUrlsAllowed, type UrlPolicy } from '@switchboard/contracts/common';
import { unmaskHeaders } from '@switchboard/contracts/headers';
import type { PaginationQuery } from '@switchboard/contracts/query';
import { newWebhookSecret } from '@switchboard/contracts/webhook-secret';
import { ValidationError } from '@switchboard/kit/errors';
import { JsonSchemaValidator } from '@switchboard/kit/json-schema';
import { givenFields, newRecord } from '@switchboard/store/by-id';
import type { DocumentStore, Page, Scope } from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import { AgentLoopRepository } from './agent-loop.repository.js';
import type { ModelCheck } from './model-check.js';
import type { SecretReferenceCheck } from '../secrets/secret-references.js';

export interface AgentLoopServiceDeps {
  store: DocumentStore;
  clock: Clock;
  urlPolicy: UrlPolicy;
  /** The tool-server registry, to check that every `mcp_` id in `mcp_servers` is the team's. */
  toolServers: { missing(scope: Scope, ids: readonly string[]): Promise<string[]> };
  /** The model catalog, which every `model` a loop names must be in. */
  models: ModelCheck;
  /** The executions feature, to cancel a deleted loop's queued and running executions. */
  executions: { cancelOpenForLoop(scope: Scope, loopId: string): Promise<void> };
  /** The secrets vault, which every `{{secret.NAME}}` in `callback_headers` must name. */
  secretReferences: Pick<SecretReferenceCheck, 'missing'>;
}

/**
 * Agent loops: the configuration an execution runs with. A new loop gets its own `whsec_`
 * callback secret. Running, listing and cancelling executions belong to the executions feature.
 */
export class AgentLoopService {
  private readonly loops: AgentLoopRepository;
  private readonly deleteSteps: ((scope: Scope, loopId: string) => Promise<void>)[] = [];
  private readonly schemas = new JsonSchemaValidator();

  constructor(private readonly deps: AgentLoopServiceDeps) {
    this.loops = new AgentLoopRepository(deps.store);
  }

  /** Creates a loop (defaults applied by the body schema) with a fresh callback secret. */
  async create(
    auth: Pick<AuthContext, 'teamId' | 'scope'>,
    input: CreateAgentLoopBody,
  ): Promise<AgentLoopRecord> {
    const model = await this.checkReferences(auth.scope, input);
    const owner = { kind: 'agentLoop', teamId: auth.teamId, now: this.deps.clock.now() } as const;
    return this.loops.insert(
      newRecord(owner, {
        ...input,
        model: model ?? null,
        callback_secret: newWebhookSecret(),
        has_event_triggers: input.event_triggers.length > 0,
      }),
    );
  }

  /** One page of the team's loops, newest first. */
  list(scope: Scope, query: PaginationQuery): Promise<Page<AgentLoopRecord>> {
    return this.loops.page(scope, pageOptions(query));
  }

  /** The loop, or 404 `agent_loop` (also for another team's). */
  async get(scope: Scope, id: string): Promise<AgentLoopRecord> {
    return this.loops.get(scope, id);
  }

  /** Applies a partial update; `null` clears `model` or `callback_url`. */
  async update(scope: Scope, id: string, changes: UpdateAgentLoopBody): Promise<AgentLoopRecord> {
    const current = await this.get(scope, id);
    const callbackHeaders =
      changes.callback_headers && unmaskHeaders(changes.callback_headers, current.callback_headers);
    const model = await this.checkReferences(scope, {
      ...changes,
      callback_headers: callbackHeaders,
    });
    const set = givenFields({ ...changes, model, callback_headers: callbackHeaders });
    if (changes.event_triggers !== undefined) {
      set.has_event_triggers = changes.event_triggers.length > 0;
    }
    return this.loops.update(scope, current, set);
  }

  /**
   * Deletes the loop, then cancels its queued and running executions (deleted first, so no new
   * run can be queued behind the sweep). Executions keep their own copy of the loop's settings
   * and stay readable at GET /executions/{id}.
   */
  async delete(scope: Scope, id: string): Promise<void> {
    await this.loops.delete(scope, id);
    await this.deps.executions.cancelOpenForLoop(scope, id);
    for (const step of this.deleteSteps) await step(scope, id);
  }

  /** The team's loops that have event triggers (for the event fan-out). */
  withEventTriggers(teamId: string): Promise<AgentLoopRecord[]> {
    return this.loops.withEventTriggers(teamId);
  }

  /** Adds what deleting a loop also deletes (its schedules, its trigger URL). */
  onDelete(step: (scope: Scope, loopId: string) => Promise<void>): void {
    this.deleteSteps.push(step);
  }

  /**
   * 422 for an http:// callback (unless allowed), an `mcp_` id the team has not registered, a
   * model the catalog does not list or a secret `callback_headers` names that the team lacks (all
   * named at once). Resolves with the catalog's spelling of
   * the model (an alias or variant id stays itself), or the given value when none was named.
   */
  private async checkReferences(
    scope: Scope,
    input: {
      callback_url?: string | null | undefined;
      mcp_servers?: string[] | undefined;
      model?: string | null | undefined;
      callback_headers?: Record<string, string> | undefined;
      output_schema?: Record<string, unknown> | null | undefined;
    },
  ): Promise<string | null | undefined> {
    assertUrlsAllowed(this.deps.urlPolicy, { callback_url: input.callback_url });
    const model = input.model ? await this.deps.models.resolve(input.model) : null;
    const entries = input.mcp_servers ?? [];
    const missing = new Set(
      await this.deps.toolServers.missing(
        scope,
        entries.filter((entry) => !isBuiltInToolServer(entry)),
      ),
    );
    const issues = entries.flatMap((entry, index) =>
      missing.has(entry)
        ? [
            {
              path: `mcp_servers.${index}`,
              message: unknownToolServerMessage(entry),
            },
          ]
        : [],
    );
    if (model && 'problem' in model) issues.push({ path: 'model', message: model.problem });
    issues.push(
      ...(await this.deps.secretReferences.missing(scope, {
        callback_headers: input.callback_headers,
      })),
    );
    const schemaError = input.output_schema ? this.schemas.schemaError(input.output_schema) : null;
    if (schemaError) {
      issues.push({
        path: 'output_schema',
        message: `is not a valid JSON Schema (draft 2020-12): ${schemaError}`,
      });
    }
    if (issues.length > 0) throw new ValidationError(issues);
    return model && 'id' in model ? model.id : input.model;
  }
}
