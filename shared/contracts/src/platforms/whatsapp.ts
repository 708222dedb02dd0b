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

/** Meta's template names: lower-case letters, digits and underscores. */
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** A language code as Meta lists them: `en`, `en_US`, `pt_BR`, `zh_CN`... */
const LANGUAGE_CODE = /^[a-z]{2,3}(_[A-Z]{2,3})?$/;
export const TEMPLATE_COMPONENTS_MAX = 20;

/**
 * A WhatsApp template message (one the business had approved by Meta): the only kind WhatsApp
 * delivers outside the 24-hour customer service window. `components` fill the template's variables
 * and buttons, as the Cloud API takes them; Meta checks them against the approved template.
 */
export const whatsappTemplate = z
  .strictObject({
    name: z.string().regex(TEMPLATE_NAME, { error: 'must be the template name (a-z, 0-9 and _)' }),
    language: z.strictObject({
      code: z
        .string()
        .regex(LANGUAGE_CODE, { error: 'must be a language code such as en or en_US' }),
    }),
    components: z
      .array(z.record(z.string(), z.unknown()))
      .max(TEMPLATE_COMPONENTS_MAX, {
        error: `must have at most ${TEMPLATE_COMPONENTS_MAX} components`,
      })
      .optional()
      .meta({ description: "The template's parameters as the Cloud API takes them" }),
  })
  .meta({ id: 'WhatsappTemplate' });
export type WhatsAppTemplate = z.output<typeof whatsappTemplate>;
