// What an admin command is (the commands of commands.ts, api-client-commands.ts and
// staff-commands.ts, run by main.ts): kept apart so that those files import the shape, not each other.
import type { Runtime } from '../runtime.ts';

export type Option = { type: 'string' | 'boolean'; description: string; required?: boolean };
export type Values = Record<string, string | boolean | undefined>;
export type CommandBase = { summary: string; options: Record<string, Option> };

/**
 * A command on the database (the default), or one that needs nothing at all (`needs: 'nothing'`,
 * totp-code): the latter runs without settings' database, lock or migrations, so it works anywhere
 * (issue 38 point 4).
 */
export type Command = CommandBase &
  (
    | { needs?: 'database'; run(rt: Runtime, v: Values): Promise<void> }
    | { needs: 'nothing'; run(v: Values): Promise<void> }
  );
