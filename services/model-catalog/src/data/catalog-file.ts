import { readFile, rename, writeFile } from 'node:fs/promises';
import { ConfigError } from '@switchboard/kit/errors';
import { parseCatalogFile, type CatalogFile } from '@switchboard/contracts/catalog';

/**
 * Reads and validates `models.json`. Any problem (missing file, bad JSON, a field that breaks the
 * contract) is a ConfigError whose message names the file and the first bad paths, so the server
 * stops at start-up with a message the operator can act on.
 */
export async function readCatalogFile(path: string): Promise<CatalogFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read the model catalog ${path}: ${(error as Error).message}`);
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

/** Writes the catalog next to its destination, then renames, so readers never see half a file. */
export async function writeCatalogFile(path: string, catalog: CatalogFile): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(catalog, null, 2)}\n`, 'utf8');
  await rename(temporary, path);
}
