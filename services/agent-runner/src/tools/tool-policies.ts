import type { ToolPolicy, ToolPolicyAction } from '@switchboard/contracts/agent-loop';

/** A glob over tool names (`*` any run of characters, `?` one) as an anchored expression. */
function globPattern(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\-]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

/**
 * The action of a loop's `tool_policies` for one tool of one server (`server`: the `mcp_` id or
 * the built-in name; `tool`: the server's own name): the first policy that matches, else `allow`.
 */
export function policyFor(
  policies: readonly ToolPolicy[],
  server: string,
  tool: string,
): ToolPolicyAction {
  const match = policies.find(
    (policy) =>
      (policy.server === '*' || policy.server === server) && globPattern(policy.tool).test(tool),
  );
  return match?.action ?? 'allow';
}
