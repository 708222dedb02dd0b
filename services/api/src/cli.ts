import { parseArgs } from 'node:util';
import { AppError, ConfigError } from '@switchboard/kit/errors';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { openWorkspace } from '@switchboard/workspace/workspace-config';
import { createApp } from './app.js';
import { runAdminCommand, UsageError, USAGE } from './cli/admin-commands.js';
import { loadApiConfig } from './config.js';

/**
 * Admin CLI: `team create --name N --plan free|pro|enterprise [--json]`, `team list`,
 * `key create --team <id> [--name N]`, `key list --team <id>`, `key revoke <key_id>`,
 * `workspace recount --team <id>`, `secrets reencrypt`.
 * Uses the same configuration (DATA_DIR / MONGODB_URI / SECRETS_KEY) as the API, and its schemas
 * for names.
 * Exit codes: 0 ok, 1 failure (a value the API would refuse, an unknown id, the store), 2 usage
 * error (unknown command or option, missing or repeated option, stray argument).
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      // Collected, so a repeated option is refused instead of silently keeping the last value.
      name: { type: 'string', multiple: true },
      plan: { type: 'string', multiple: true },
      team: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    process.stdout.write(USAGE);
    return values.help ? 0 : 2;
  }
  const options = {
    name: single(values.name, '--name'),
    plan: single(values.plan, '--plan'),
    team: single(values.team, '--team'),
  };
  const config = loadApiConfig();
  // Logs go to stderr so --json output on stdout stays one clean line.
  const logger = createLogger({ name: 'api-cli', level: 'warn', destination: 'stderr' });
  const store = await openStore({
    ...storeLocation(config),
    logger,
  });
  try {
    const workspace = () => openWorkspace({ store, settings: config });
    const reencrypt = async () => {
      // The app opens every collection the API has, so each one holding credentials is covered.
      const app = createApp({ config, logger, store });
      try {
        return await store.reseal();
      } finally {
        await app.stop();
      }
    };
    const output = await runAdminCommand(
      { store, logger, workspace, reencrypt },
      positionals,
      options,
    );
    process.stdout.write(values.json ? `${JSON.stringify(output.json)}\n` : `${output.text}\n`);
    return 0;
  } finally {
    await store.close();
  }
}

function single(values: string[] | undefined, flag: string): string | undefined {
  if (values !== undefined && values.length > 1) {
    throw new UsageError(`${flag} was given more than once; give it once.`);
  }
  return values?.[0];
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Driver errors carry numeric codes: only parseArgs's string codes mean a usage error.
    const code = (error as { code?: unknown }).code;
    const usage =
      error instanceof UsageError ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
    if (usage) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof AppError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
