/** The channels feature's seam for `whatsapp`: the number and token are checked with Meta. */
import { UpstreamError, ValidationError } from '@switchboard/kit/errors';
import type { ChannelConnector } from '../../channels/ports/channel-connector.js';
import type { ConnectorDeps } from '../../channels/ports/channel-connector.js';
import { whatsappClientFor } from './whatsapp-channel.js';
import { WhatsAppApiError } from './whatsapp-client.js';

/**
 * Meta delivers to the Callback URL set in the app's settings, so there is nothing to register:
 * connecting reads the number with the access token (a refusal is a 422 naming the field Meta
 * objects to). One phone number id backs one channel (`whatsapp:<phone number id>`).
 */
export function createWhatsAppConnector(deps: ConnectorDeps): ChannelConnector {
  return {
    async connect(channel) {
      try {
        await whatsappClientFor(deps, channel.config, { maxRateLimitRetries: 1 }).phoneNumber();
      } catch (error) {
        if (error instanceof WhatsAppApiError && !error.retryable) {
          throw new ValidationError([
            {
              path: error.isTokenRevoked ? 'config.access_token' : 'config.phone_number_id',
              message: `WhatsApp refused the number or token: ${error.message}`,
            },
          ]);
        }
        throw new UpstreamError({
          code: 'BAD_GATEWAY',
          message: `WhatsApp could not check the number right now (${(error as Error).message}); try again.`,
          retryable: true,
          cause: error,
        });
      }
      return {};
    },
    platformKey: (config) => (config.phone_number_id ? `whatsapp:${config.phone_number_id}` : null),
    claimConflict: {
      path: 'config.phone_number_id',
      message:
        'Another channel is already connected to this WhatsApp number; one number can back ' +
        'only one channel. Delete that channel first, or use another number.',
    },
    disconnect: async () => undefined,
  };
}
