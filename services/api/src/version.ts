/** The API's version: in the OpenAPI document and in `User-Agent: Switchboard/<version>` of outbound calls. */
export const API_VERSION = '0.1.0';
