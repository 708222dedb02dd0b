/**
 * What the public contract says about one channel platform: its `type`, the name a channel gets
 * when none is given, and its config schema with the fields that are credentials (masked in every
 * response). The channel contracts (types, unions, the OpenAPI document) are derived from the list
 * in index.ts; the API's side of a platform (webhooks, replies) is services/api/src/<type>/.
 */
import type { z } from 'zod';

export interface ChannelPlatformContract<T extends string = string> {
  type: T;
  /** A channel's `name` when the create body gives none. */
  displayName: string;
  /** The `config` of a channel of this type: a strict object of string fields. */
  config: z.ZodObject;
  /** Config fields that are credentials: masked in responses, never logged. */
  secrets: readonly string[];
  /** Whether `config` may be left out of the create body (a type with nothing to configure). */
  configOptional?: boolean;
}

/** Declares a platform's contract (keeps its `type` a literal). */
export function definePlatformContract<T extends string>(
  contract: ChannelPlatformContract<T>,
): ChannelPlatformContract<T> {
  return contract;
}
