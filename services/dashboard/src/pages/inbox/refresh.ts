/** How often the inbox looks for new conversations and messages (the API has no push for them). */
export const INBOX_REFRESH_MS = 3_000;
