import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import semver from 'semver';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The `engines.node` range of a package.json. */
function nodeRange(file: string): string {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { engines?: { node?: string } };
  const range = json.engines?.node;
  if (!range) throw new Error(`${file} declares no engines.node`);
  return range;
}

/** The package.json of a package, found the way Node finds it from the store (mongodb: from mongoose). */
function dependencyManifest(name: string): string {
  const from = name === 'mongodb' ? createRequire(require.resolve('mongoose')) : require;
  let dir = path.dirname(from.resolve(name));
  while (path.basename(dir) !== name || !existsSync(path.join(dir, 'package.json'))) {
    dir = path.dirname(dir);
  }
  return path.join(dir, 'package.json');
}

describe('the Node versions the project declares', () => {
  const declared = nodeRange(path.join(HERE, '..', '..', '..', 'package.json'));

  it.each(['mongoose', 'mongodb', 'better-sqlite3'])(
    'are all versions %s supports, so no install lands on a Node it refuses',
    (name) => {
      const needed = nodeRange(dependencyManifest(name));
      expect({ declared, needed, subset: semver.subset(declared, needed) }).toMatchObject({
        subset: true,
      });
    },
  );

  it('include the Node this runs on (the one CI and the image use)', () => {
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });
});
