import { PROMPT_MAX, type AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import type { ExecutionInput, RunInput } from '@switchboard/contracts/run-input';
import { ValidationError, type FieldIssue } from '@switchboard/kit/errors';
import { fillPlaceholders } from './placeholders.js';

/** The prompts a run is given and the input it records. */
export interface PreparedRun {
  systemPrompt: string;
  userMessage: string;
  input: ExecutionInput;
}

/**
 * Applies a run's input to its loop: `user_message` replaces the loop's, and when `variables` are
 * given, `{{name}}` placeholders in both prompts are filled from them. Throws ValidationError
 * (422) naming every placeholder without a value, and when a filled prompt grows past PROMPT_MAX.
 * Without `variables` the texts are used as written, as a run without a body always did.
 */
export function prepareRun(
  loop: Pick<AgentLoopRecord, 'system_prompt' | 'user_message'>,
  input: RunInput = {},
): PreparedRun {
  const texts = {
    system_prompt: loop.system_prompt,
    user_message: input.user_message ?? loop.user_message,
  };
  const variables = input.variables;
  if (variables !== undefined) {
    const issues: FieldIssue[] = [];
    for (const field of ['system_prompt', 'user_message'] as const) {
      const filled = fillPlaceholders(texts[field], variables);
      if (!filled.ok) {
        for (const name of filled.missing) {
          issues.push({
            path: `variables.${name}`,
            message: `has no value, but the ${field} uses {{${name}}}`,
          });
        }
      } else if (filled.text.length > PROMPT_MAX) {
        issues.push({
          path: 'variables',
          message: `make the ${field} longer than ${PROMPT_MAX} characters once filled in`,
        });
      } else texts[field] = filled.text;
    }
    if (issues.length > 0) throw new ValidationError(issues);
  }
  return {
    systemPrompt: texts.system_prompt,
    userMessage: texts.user_message,
    input: {
      user_message: texts.user_message,
      variables: variables ?? {},
      metadata: input.metadata ?? {},
    },
  };
}
