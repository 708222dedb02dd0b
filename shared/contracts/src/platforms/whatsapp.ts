import { z } from 'zod';
import { definePlatformContract } from './platform-contract.js';

const secret = (description: string) => z.string().min(8).max(1024).meta({ description });

/** A WhatsApp Business number on the Cloud API. */
export const whatsappPlatform = definePlatformContract({
  type: 'whatsapp',
  displayName: 'WhatsApp',
  config: z
    .strictObject({
      phone_number_id: z
        .string()
        .regex(/^\d{5,32}$/, { error: 'must be the numeric Phone number ID (not the number)' })
        .meta({ description: 'Phone number ID (WhatsApp > API Setup)' }),
      access_token: secret('A system user access token with whatsapp_business_messaging'),
      app_secret: secret('App secret (App settings > Basic); signs every delivery'),
      verify_token: secret('Any string you choose; Meta sends it back when verifying the webhook'),
    })
    .meta({ id: 'WhatsappChannelConfig' }),
  secrets: ['access_token', 'app_secret', 'verify_token'],
});
