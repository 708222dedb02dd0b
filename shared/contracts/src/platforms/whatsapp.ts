import { z } from 'zod';
import { definePlatformContract } from './platform-contract.js';

const secret = (title: string, description: string) =>
  z.string().min(8).max(1024).meta({ title, description });

/** A WhatsApp Business number on the Cloud API. */
export const whatsappPlatform = definePlatformContract({
  type: 'whatsapp',
  displayName: 'WhatsApp',
  help: 'A WhatsApp Business number (Cloud API): set the app’s webhook to /v1/whatsapp/webhook/{channel id} on this server with your verify token.',
  apiBaseUrl: {
    setting: 'WHATSAPP_API_BASE_URL',
    default: 'https://graph.facebook.com/v21.0',
    description:
      'The WhatsApp Cloud API: the Graph API with its version (messages at {base}/{id}/messages)',
  },
  config: z
    .strictObject({
      phone_number_id: z
        .string()
        .regex(/^\d{5,32}$/, { error: 'must be the numeric Phone number ID (not the number)' })
        .meta({ title: 'Phone number id', description: 'Phone number ID (WhatsApp > API Setup)' }),
      access_token: secret(
        'Access token',
        'A system user access token with whatsapp_business_messaging',
      ),
      app_secret: secret('App secret', 'App secret (App settings > Basic); signs every delivery'),
      verify_token: secret(
        'Verify token (you choose it)',
        'Any string you choose; Meta sends it back when verifying the webhook',
      ),
    })
    .meta({ id: 'WhatsappChannelConfig' }),
  secrets: ['access_token', 'app_secret', 'verify_token'],
});
