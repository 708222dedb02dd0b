import { z } from 'zod';
import { definePlatformContract } from './platform-contract.js';

/** The `api` channel: your own app posts user messages and gets the reply back synchronously. */
export const apiPlatform = definePlatformContract({
  type: 'api',
  displayName: 'API',
  help: 'Your own app posts user messages and gets the reply back (also used by the playground).',
  config: z.strictObject({}).meta({ id: 'ApiChannelConfig' }),
  secrets: [],
  configOptional: true,
});
