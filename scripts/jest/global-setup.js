// Runs once per jest run (every project names it; the first run does the work). Without
// MONGODB_URI it says, in one line, that the MongoDB run was skipped; with it, it asks the server
// what it is (FerretDB answers buildInfo with `ferretdbVersion`) and records that in
// SWITCHBOARD_MONGO_SERVER for the tests that can only run on real MongoDB.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup() {
  if (process.env.SWITCHBOARD_JEST_SETUP_DONE) return;
  process.env.SWITCHBOARD_JEST_SETUP_DONE = '1';
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    process.stdout.write(
      '\nMongoDB run skipped: MONGODB_URI is not set (`pnpm test:mongo` runs every suite on MongoDB).\n',
    );
    return;
  }
  const require = createRequire(path.join(ROOT, 'shared/store/package.json'));
  const { mongo } = require('mongoose');
  const client = new mongo.MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    const info = await client.db('admin').command({ buildInfo: 1 });
    const ferret = typeof info.ferretdbVersion === 'string';
    process.env.SWITCHBOARD_MONGO_SERVER = ferret ? 'ferretdb' : 'mongodb';
    process.stdout.write(
      `\nMongoDB engine tests on ${ferret ? `FerretDB ${info.ferretdbVersion}` : `MongoDB ${info.version}`}` +
        `${ferret ? ' (tests of exactness under concurrency are skipped: they need real MongoDB)' : ''}.\n`,
    );
  } finally {
    await client.close();
  }
}
