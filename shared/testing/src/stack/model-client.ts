/** The runner's chat-completions client, for suites that check a model endpoint speaks to it. */
export { createChatCompletionsClient } from '../../../../services/agent-runner/src/llm/chat-completions.js';
