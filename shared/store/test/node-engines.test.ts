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

  it('recommend 22 or newer, the current LTS (26) included', () => {
    expect(semver.satisfies('20.19.0', declared)).toBe(false);
    expect(semver.satisfies('22.12.0', declared)).toBe(true);
    expect(semver.satisfies('26.0.0', declared)).toBe(true);
  });

  // Node 20.19+ is past its end of life and outside the declared range (pnpm warns), but it is
  // what a fresh machine and the image have, so the README's commands must keep working on it.
  it.each(['mongoose', 'mongodb', 'better-sqlite3'])(
    'leave the Node this runs on (20.19+ or a declared one) to a version %s supports',
    (name) => {
      const running = process.version;
      expect(semver.satisfies(running, declared) || semver.satisfies(running, '^20.19.0')).toBe(
        true,
      );
      expect(semver.satisfies(running, nodeRange(dependencyManifest(name)))).toBe(true);
    },
  );
});
