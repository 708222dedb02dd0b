/**
 * Reading `models.json`, the catalog file the model-catalog service serves, the runner prices
 * executions from and the api checks loop models against: one reader, so all three fail alike.
 */
import { readFile } from 'node:fs/promises';
import { ConfigError } from '@switchboard/kit/errors';
import { parseCatalogFile, type CatalogFile } from './catalog.js';

/**
 * Reads and validates a catalog file. Any problem (missing file, bad JSON, a field that breaks the
 * contract) is a ConfigError whose message names the file and the first bad paths, so a service
 * stops at start-up with a message the operator can act on.
 */
export async function readCatalogFile(path: string): Promise<CatalogFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read the model catalog at ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `The model catalog ${path} is not valid JSON: ${(error as Error).message}`,
    );
  }
  try {
    return parseCatalogFile(json);
  } catch (error) {
    throw new ConfigError(`${(error as Error).message} (file ${path})`);
  }
}
