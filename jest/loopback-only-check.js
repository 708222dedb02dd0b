/**
 * Fails the test during which a non-loopback connection or DNS query was refused (see
 * loopback-only.js), even when the code under test caught the connection error and went on.
 */
import { afterAll, afterEach } from '@jest/globals';
import { loopbackGuard } from './loopback-only.js';

/** Throws naming every refused destination since the last check, and clears the record. */
export function assertNoRefusedConnections() {
  const { refused } = loopbackGuard();
  if (refused.length === 0) return;
  const destinations = refused.splice(0);
  throw new Error(
    `A test tried to reach the network outside loopback: ${destinations.join(', ')}. ` +
      'Fake the upstream with a server on 127.0.0.1.',
  );
}

afterEach(assertNoRefusedConnections);
afterAll(assertNoRefusedConnections);
