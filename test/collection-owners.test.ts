import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { ROOT } from '@switchboard/testing/stack/processes';

// One owner per collection: a collection is opened (`store.collection(...)`) by exactly one
// module, which offers the other features named operations on it. This reads the production
// source of every package and fails when a second module opens a collection, or when a call's
// collection cannot be told from the source.

/** Each collection and the one module that opens it. */
const OWNERS: Record<string, string> = {
  agent_loops: 'services/api/src/agent-loops/agent-loop.repository.ts',
  api_keys: 'services/api/src/api-keys/api-key.service.ts',
  approval_decisions: 'shared/store/src/approval-decisions.ts',
  bots: 'services/api/src/bots/bot.service.ts',
  deliveries: 'services/api/src/events/delivery-queue.ts',
  channels: 'services/api/src/channels/channel.repository.ts',
  conversations: 'services/api/src/conversations/conversation.repository.ts',
  events: 'shared/store/src/event-repository.ts',
  executions: 'shared/store/src/execution-repository.ts',
  execution_admission_locks: 'services/api/src/executions/run-admission.ts',
  execution_events: 'shared/store/src/execution-event-log.ts',
  files: 'services/api/src/files/file-store.ts',
  idempotency_keys: 'services/api/src/http/idempotency/idempotency-keys.ts',
  integrations: 'services/api/src/integrations/integration.repository.ts',
  mcp_oauth_grants: 'shared/store/src/mcp-oauth-grant-repository.ts',
  mcp_oauth_states: 'services/api/src/mcp-servers/oauth/oauth-states.ts',
  mcp_servers: 'shared/store/src/mcp-server-repository.ts',
  messages: 'services/api/src/conversations/message.repository.ts',
  message_receipts: 'services/api/src/conversations/message-receipt.repository.ts',
  once_claims: 'services/api/src/jobs/once-claims.ts',
  schedules: 'services/api/src/schedules/schedule.service.ts',
  secrets: 'shared/store/src/secret-repository.ts',
  teams: 'shared/store/src/team-repository.ts',
  trigger_urls: 'services/api/src/triggers/trigger-url.service.ts',
  usage_daily: 'shared/store/src/usage-rollup.ts',
  webhooks: 'services/api/src/webhooks/webhook.repository.ts',
  workspace_files: 'shared/workspace/src/workspace.ts',
  workspace_usage: 'shared/workspace/src/workspace-usage.ts',
};

/**
 * Bases of repositories: they open the spec a subclass passes to `super(store, SPEC, ...)`, which
 * counts as the subclass's module opening it.
 */
const REPOSITORY_BASES = ['shared/store/src/team-records.ts'];

/**
 * The stores' engines, and the layer over them that encrypts credentials, open their own tables
 * and collections, and are not features; nor is the store that times each operation for
 * /metrics, which opens what its callers open.
 */
const ENGINES = [
  'shared/store/src/sealing/',
  'shared/store/src/mongo/',
  'shared/store/src/sqlite/',
  'shared/store/src/testing/',
  'shared/store/src/observed-store.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

const files = ['services', 'shared']
  .flatMap((top) => readdirSync(path.join(ROOT, top)).map((pkg) => `${top}/${pkg}/src`))
  .filter((dir) => {
    try {
      return readdirSync(path.join(ROOT, dir)).length > 0;
    } catch {
      return false;
    }
  })
  .flatMap(sourceFiles)
  .filter((file) => !ENGINES.some((engine) => file.startsWith(engine)))
  // The test kit seeds and reads collections directly, as a test does; it is no production code.
  .filter((file) => !file.startsWith('shared/testing/'));

const parsed = files.map((file) => ({
  file,
  source: ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.ES2022,
  ),
}));

function visit(node: ts.Node, found: (node: ts.Node) => void): void {
  found(node);
  node.forEachChild((child) => visit(child, found));
}

/** Constants holding a collection spec (`export const X_COLLECTION = { name: 'x', ... }`). */
const specs = new Map<string, string>();

/**
 * The collection a spec names: an object literal whose `name` is a string literal or a spec
 * constant's name (`{ name: X_COLLECTION.name }`), or a spec constant itself.
 */
function nameOf(spec: ts.Expression): string | undefined {
  if (ts.isIdentifier(spec)) return specs.get(spec.text);
  if (ts.isAsExpression(spec)) return nameOf(spec.expression);
  if (
    ts.isPropertyAccessExpression(spec) &&
    spec.name.text === 'name' &&
    ts.isIdentifier(spec.expression)
  ) {
    return specs.get(spec.expression.text);
  }
  if (!ts.isObjectLiteralExpression(spec)) return undefined;
  for (const property of spec.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
      if (property.name.text !== 'name') continue;
      const value = property.initializer;
      return ts.isStringLiteral(value) ? value.text : nameOf(value);
    }
  }
  return undefined;
}

for (const { source } of parsed) {
  visit(source, (node) => {
    if (!ts.isVariableDeclaration(node) || !node.initializer || !ts.isIdentifier(node.name)) return;
    const name = nameOf(node.initializer);
    if (name !== undefined) specs.set(node.name.text, name);
  });
}

/** Collection name -> the modules that open it; calls whose collection is unknown. */
function openers(): { opened: Map<string, Set<string>>; unknown: string[] } {
  const opened = new Map<string, Set<string>>();
  const unknown: string[] = [];
  for (const { file, source } of parsed) {
    visit(source, (node) => {
      if (!ts.isCallExpression(node)) return;
      let name: string | undefined;
      if (node.expression.kind === ts.SyntaxKind.SuperKeyword) {
        name = node.arguments.map(nameOf).find((found) => found !== undefined);
        if (name === undefined) return;
      } else {
        if (!ts.isPropertyAccessExpression(node.expression)) return;
        if (node.expression.name.text !== 'collection' || REPOSITORY_BASES.includes(file)) return;
        const [arg] = node.arguments;
        name = arg ? nameOf(arg) : undefined;
      }
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      if (name === undefined) unknown.push(`${file}:${line} ${node.getText(source)}`);
      else opened.set(name, (opened.get(name) ?? new Set()).add(file));
    });
  }
  return { opened, unknown };
}

describe('collection owners', () => {
  const { opened, unknown } = openers();

  it('opens every collection from exactly one module, the one listed as its owner', () => {
    expect(Object.fromEntries([...opened].map(([name, modules]) => [name, [...modules]]))).toEqual(
      Object.fromEntries(Object.entries(OWNERS).map(([name, module]) => [name, [module]])),
    );
  });

  it('can tell which collection each open call opens', () => {
    expect(unknown).toEqual([]);
  });
});
