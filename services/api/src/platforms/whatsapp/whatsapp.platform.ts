/** The `whatsapp` channel platform (README.md in this folder). */
import { defineChannelPlatform } from '../platform.js';
import { createWhatsAppAdapter } from './whatsapp-channel.js';
import { createWhatsAppConnector } from './whatsapp-connector.js';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes.js';

export const whatsappPlatform = defineChannelPlatform({
  type: 'whatsapp',
  apiBaseUrl: (config) => config.WHATSAPP_API_BASE_URL,
  connector: createWhatsAppConnector,
  adapter: createWhatsAppAdapter,
  inboundRoutes: whatsappWebhookRoutes,
});
