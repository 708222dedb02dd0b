/** Throws naming every refused destination since the last check, and clears the record. */
export function assertNoRefusedConnections(): void;
