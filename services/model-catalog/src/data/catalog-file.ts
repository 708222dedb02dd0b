import { rename, writeFile } from 'node:fs/promises';
import type { CatalogFile } from '@switchboard/contracts/catalog';

/** Writes the catalog next to its destination, then renames, so readers never see half a file. */
export async function writeCatalogFile(path: string, catalog: CatalogFile): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(catalog, null, 2)}\n`, 'utf8');
  await rename(temporary, path);
}
