/** The `whatsapp` channel platform (README.md in this folder). */
import { defineChannelPlatform } from '../platform.js';
import { createWhatsAppAdapter } from './whatsapp-channel.js';
import { createWhatsAppConnector } from './whatsapp-connector.js';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes.js';

export const whatsappPlatform = defineChannelPlatform({
  type: 'whatsapp',
  connector: createWhatsAppConnector,
  adapter: createWhatsAppAdapter,
  inboundRoutes: whatsappWebhookRoutes,
});
