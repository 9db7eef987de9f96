/**
 * The `create-admin` command: an administrator for a database without one (a first start
 * without demo data), or, with --force, another one or a locked-out one's new password (and no
 * second factor: the next sign-in sets up a new one). The
 * password comes from the terminal (typed twice, not shown) or the first line of a file that
 * only its owner may read; never from an argument or the environment, which other users of the
 * machine and shell histories can see. On DuckDB the server must be stopped.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { PASSWORD_MESSAGES, PASSWORD_RULE_MESSAGES } from '@outlet-pulse/contracts';
import { Command } from 'commander';
import { type Config, loadConfig } from '../config';
import { invalid } from '../core/errors';
import { openDatabase } from '../db/open-database';
import { createAdministrator } from '../modules/setup/create-administrator';
import { type PromptInput, readHiddenLine } from './hidden-prompt';

export interface CreateAdminFlags {
  username: string;
  passwordFile?: string;
  name?: string;
  email?: string;
  employeeId?: string;
  force?: boolean;
}

export interface Terminal {
  input: PromptInput;
  output: Writable;
}

/** The first line of the file, without its line ending; a file others may read is refused. */
export async function readPasswordFile(file: string): Promise<string> {
  const info = await stat(file).catch(() => {
    throw invalid(`There is no password file at ${file}.`);
  });
  if (process.platform !== 'win32' && (info.mode & 0o004) !== 0) {
    throw invalid(
      `The password file ${file} may be read by every user of this machine. Run chmod 600 on it first.`,
    );
  }
  const [firstLine = ''] = (await readFile(file, 'utf8')).split(/\r?\n/);
  return firstLine;
}

async function typedPassword(terminal: Terminal): Promise<string> {
  if (terminal.input.isTTY !== true) {
    throw invalid(
      'Type the password in a terminal, or give a file holding it with --password-file PATH.',
    );
  }
  terminal.output.write(`${PASSWORD_RULE_MESSAGES.hint}.\n`);
  const password = await readHiddenLine(terminal.input, terminal.output, 'Password: ');
  const again = await readHiddenLine(terminal.input, terminal.output, 'Password again: ');
  if (password !== again) throw invalid(PASSWORD_MESSAGES.notMatch);
  return password;
}

export async function runCreateAdmin(
  config: Config,
  flags: CreateAdminFlags,
  terminal: Terminal = { input: process.stdin, output: process.stdout },
): Promise<void> {
  const password = flags.passwordFile
    ? await readPasswordFile(flags.passwordFile)
    : await typedPassword(terminal);
  const database = await openDatabase(config.storage);
  try {
    const admin = await createAdministrator(
      database,
      {
        username: flags.username,
        password,
        name: flags.name,
        email: flags.email,
        employeeID: flags.employeeId,
      },
      { policy: flags.force ? 'force' : 'no-active-administrator', via: 'create-admin command' },
    );
    const signIn = `${config.publicBaseUrl ?? `http://localhost:${config.port}`}/sign-in`;
    terminal.output.write(
      admin.outcome === 'created'
        ? `Administrator ${admin.username} created (employee ID ${admin.employeeID}). Sign in at ${signIn}\n`
        : `${admin.username} is an active administrator of every company again, with the new password and no second factor (the next sign-in sets up a new one). Sign in at ${signIn}\n`,
    );
  } finally {
    await database.close();
  }
}

export function createAdminCommand(): Command {
  return new Command('create-admin')
    .description(
      'create an administrator (password typed twice, or --password-file); refused when an active administrator exists, unless --force (stop the server first on DuckDB)',
    )
    .requiredOption('--username <name>', 'the username to sign in with')
    .option(
      '--password-file <path>',
      'read the password from the first line of this file (chmod 600)',
    )
    .option('--name <text>', "the administrator's name (default: the username)")
    .option('--email <address>', "the administrator's e-mail")
    .option(
      '--employee-id <id>',
      'the employee to sign in as: an existing one without a user, or a new one (default: the username in capitals)',
    )
    .option(
      '--force',
      'even when an administrator exists: create another, or, for an existing username, set its password, remove its second factor (set up again at the next sign-in) and make it an active administrator',
    )
    .action(async (flags: CreateAdminFlags) => {
      await runCreateAdmin(loadConfig(), flags);
    });
}
