/** One channel type's form (src/api/channel-platforms.ts is generated from the API's contract). */
export interface PlatformForm {
  type: string;
  /** The type's name, e.g. "Telegram". */
  title: string;
  /** What a channel of this type connects and what to set up for it. */
  help: string;
  /** The config fields: label, hint, and whether it is a credential (a password input). */
  fields: readonly { name: string; label: string; help: string; secret: boolean }[];
}
