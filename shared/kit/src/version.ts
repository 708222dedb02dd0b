/**
 * Switchboard's release version, the same for every service: in the OpenAPI document, the MCP
 * server and client info, and the `User-Agent` of every outbound call. Kept equal to the root
 * package.json's `version` (a test checks it).
 */
export const SWITCHBOARD_VERSION = '0.1.0';

/** The `User-Agent` every outbound call sends. */
export const USER_AGENT = `Switchboard/${SWITCHBOARD_VERSION}`;
