/**
 * What the public contract says about one channel platform: its `type`, the name a channel gets
 * when none is given, and its config schema with the fields that are credentials (masked in every
 * response). The channel contracts (types, unions, the OpenAPI document) are derived from the list
 * in index.ts; the API's side of a platform (webhooks, replies) is services/api/src/platforms/<type>/.
 */
import type { z } from 'zod';

export interface ChannelPlatformContract<T extends string = string, S extends string = string> {
  type: T;
  /** A channel's `name` when the create body gives none. */
  displayName: string;
  /** One sentence on what a channel of this type connects and what the user sets up for it. */
  help: string;
  /**
   * Where the platform's API lives: an operator setting (`setting`, with its default) that the
   * API's configuration offers and its guarded client trusts. None for a platform with no API.
   */
  apiBaseUrl?: { setting: S; default: string; description: string };
  /**
   * The `config` of a channel of this type: a strict object of string fields, each with a `title`
   * (the form's label) and a `description` in its meta; forms are built from it.
   */
  config: z.ZodObject;
  /** Config fields that are credentials: masked in responses, never logged. */
  secrets: readonly string[];
  /** Whether `config` may be left out of the create body (a type with nothing to configure). */
  configOptional?: boolean;
}

/** Declares a platform's contract (keeps its `type` and setting name literals). */
export function definePlatformContract<T extends string, S extends string = never>(
  contract: ChannelPlatformContract<T, S>,
): ChannelPlatformContract<T, S> {
  return contract;
}
