/** Helpers for the step log; the step shapes themselves are the execution contract's. */
export type {
  ExecutionStep,
  ModelCallStep,
  ToolCallStep,
  ToolsListStep,
} from '@switchboard/contracts/execution';
export { STEP_RESULT_MAX_CHARS } from '@switchboard/contracts/execution';

/** Cuts `text` to `max` characters and says whether it did. */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: text.slice(0, max), truncated: true };
}
