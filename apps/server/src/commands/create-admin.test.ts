/**
 * The `create-admin` command in-process, on a DuckDB file and on PostgreSQL: the password from
 * a file only its owner may read, or typed twice at a (stand-in) terminal; a second
 * administrator refused without --force; weak passwords refused by the password rules; and no
 * way to pass the password as an argument or through the environment.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { PASSWORD_RULE_MESSAGES } from '@outlet-pulse/contracts';
import { CommanderError } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine, TEST_DATABASE_URL } from '../../test/engines';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { verifyPassword } from '../modules/auth/passwords';
import { type CreateAdminFlags, createAdminCommand, runCreateAdmin } from './create-admin';
import { type PromptInput, readHiddenLine } from './hidden-prompt';

/** A terminal whose keys are typed by the test; what it shows is collected. */
function fakeTerminal(keys: string) {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawMode: [] as boolean[],
    setRawMode(raw: boolean) {
      this.rawMode.push(raw);
      return this;
    },
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
  });
  // Typed once the prompt waits, key by key as a person would.
  setImmediate(() => input.write(keys));
  return { input, output, shown: () => shown };
}

describe('the hidden prompt', () => {
  it('reads a line without echoing it, with backspace, in raw mode', async () => {
    const terminal = fakeTerminal('secrex\u007ft\r');
    const line = await readHiddenLine(terminal.input, terminal.output, 'Password: ');
    expect(line).toBe('secret');
    expect(terminal.shown()).toBe('Password: \n');
    expect(terminal.input.rawMode).toEqual([true, false]);
  });

  it('is cancelled by Ctrl-C', async () => {
    const terminal = fakeTerminal('abc\u0003');
    await expect(readHiddenLine(terminal.input, terminal.output, '? ')).rejects.toThrow(
      'Cancelled.',
    );
  });
});

describe('the create-admin options', () => {
  const parse = (argv: string[]) =>
    createAdminCommand()
      .exitOverride()
      .configureOutput({ writeErr: () => undefined })
      .parseAsync(argv, { from: 'user' });

  it('has no --password option: a password never travels as an argument', async () => {
    const error = await parse(['--username', 'root', '--password', 'secret-pass']).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CommanderError);
    expect((error as CommanderError).code).toBe('commander.unknownOption');
    expect(createAdminCommand().options.map((option) => option.long)).not.toContain('--password');
  });
});

describeEachEngine('npm run cli -- create-admin', (engine) => {
  let folder: string;
  let config: Config;
  let disposeDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-create-admin-'));
    if (engine === 'duckdb') {
      config = loadConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent' });
    } else {
      // A private schema of the test database, reached the way an operator's URL would be.
      const testDatabase = await createTestDatabase('postgres');
      const schema = (
        await testDatabase.database.kysely
          .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
          .executeTakeFirstOrThrow()
      ).schema;
      await testDatabase.database.close();
      disposeDatabase = testDatabase.dispose;
      const url = new URL(TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      config = loadConfig({ DATA_DIR: folder, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
    }
  });
  afterAll(async () => {
    await disposeDatabase();
    await rm(folder, { recursive: true, force: true });
  });

  async function passwordFile(content: string, mode = 0o600): Promise<string> {
    const file = path.join(folder, `password-${Math.random().toString(36).slice(2)}`);
    await writeFile(file, content);
    await chmod(file, mode);
    return file;
  }

  /** Runs the command at the terminal given, else with a pipe as input; answers what it printed. */
  async function run(flags: CreateAdminFlags, terminal?: ReturnType<typeof fakeTerminal>) {
    const output = terminal?.output ?? new PassThrough();
    let printed = '';
    output.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    await runCreateAdmin(config, flags, {
      input: terminal?.input ?? (new PassThrough() as PromptInput),
      output,
    });
    return printed;
  }

  async function users() {
    const database = await openDatabase(config.storage);
    try {
      return await database.kysely
        .selectFrom('users')
        .innerJoin('employees', 'employees.employee_id', 'users.employee_id')
        .select([
          'users.username',
          'users.password_hash',
          'users.password_is_default',
          'users.role_code',
          'users.all_companies',
          'users.is_active',
          'employees.employee_id',
          'employees.name',
          'employees.email',
        ])
        .orderBy('users.id')
        .execute();
    } finally {
      await database.close();
    }
  }

  /** Gives the user a second factor that is on, with a recovery code, as if set up. */
  async function giveSecondFactor(username: string) {
    const database = await openDatabase(config.storage);
    try {
      const { id } = await database.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      await database.kysely
        .insertInto('second_factors')
        .values({
          user_id: id,
          secret_ciphertext: 'v1.sealed.secret.tag',
          enabled: true,
          created_at: 1,
          enabled_at: 1,
          last_used_step: 1,
        })
        .execute();
      await database.kysely
        .insertInto('recovery_codes')
        .values({ user_id: id, code_hash: 'a'.repeat(64), created_at: 1, used_at: null })
        .execute();
    } finally {
      await database.close();
    }
  }

  async function secondFactorRows() {
    const database = await openDatabase(config.storage);
    try {
      const factors = await database.kysely
        .selectFrom('second_factors')
        .select('user_id')
        .execute();
      const codes = await database.kysely.selectFrom('recovery_codes').select('user_id').execute();
      return factors.length + codes.length;
    } finally {
      await database.close();
    }
  }

  it('refuses a short or empty password, and asks for a terminal or a file', async () => {
    const short = await passwordFile('seven77\n');
    await expect(run({ username: 'root', passwordFile: short })).rejects.toThrow(
      'Password at least 8 character!',
    );
    await expect(run({ username: 'root', passwordFile: await passwordFile('') })).rejects.toThrow(
      'Please enter password!',
    );
    // Not a terminal, no file: refused, whatever the environment holds.
    process.env.PASSWORD = 'from-the-environment';
    process.env.ADMIN_PASSWORD = 'from-the-environment';
    try {
      await expect(run({ username: 'root' })).rejects.toThrow('--password-file PATH');
    } finally {
      delete process.env.PASSWORD;
      delete process.env.ADMIN_PASSWORD;
    }
    expect(await users()).toEqual([]);
  });

  it('holds the password to the rules of every password someone chooses', async () => {
    const refused = async (username: string, password: string, message: string) =>
      expect(run({ username, passwordFile: await passwordFile(`${password}\n`) })).rejects.toThrow(
        message,
      );
    await refused('root', 'x'.repeat(65), PASSWORD_RULE_MESSAGES.tooLong);
    await refused('root', 'qwertyuiop', PASSWORD_RULE_MESSAGES.common);
    await refused('operations', 'OPERATIONS', PASSWORD_RULE_MESSAGES.signInName);
    expect(await users()).toEqual([]);
  });

  it('refuses a password file every user may read', async () => {
    const open = await passwordFile('long enough password\n', 0o644);
    await expect(run({ username: 'root', passwordFile: open })).rejects.toThrow('chmod 600');
    expect(await users()).toEqual([]);
  });

  it('creates the administrator from the first line of the password file', async () => {
    const file = await passwordFile('first line is it\r\nsecond line\n');
    const printed = await run({
      username: 'root',
      passwordFile: file,
      name: 'Rudi Hartono',
      email: 'rudi@group.example',
    });
    expect(printed).toMatch(/Administrator root created \(employee ID ROOT\)/);
    const [root] = await users();
    expect(root).toMatchObject({
      username: 'root',
      employee_id: 'ROOT',
      name: 'Rudi Hartono',
      email: 'rudi@group.example',
      role_code: 'administrator',
      all_companies: true,
      is_active: true,
      password_is_default: false,
    });
    expect(await verifyPassword(root?.password_hash ?? '', 'first line is it')).toBe(true);
  });

  it('refuses a second administrator without --force, and makes one with it', async () => {
    const file = await passwordFile('another password\n');
    await expect(run({ username: 'second', passwordFile: file })).rejects.toThrow(
      'An active administrator exists already (root)',
    );
    expect((await users()).map((user) => user.username)).toEqual(['root']);

    const terminal = fakeTerminal('typed twice!\rtyped twice!\r');
    const printed = await run({ username: 'second', force: true }, terminal);
    expect(printed).toContain(`${PASSWORD_RULE_MESSAGES.hint}.\nPassword: \nPassword again: \n`);
    expect(printed).not.toContain('typed twice!');
    const second = (await users()).find((user) => user.username === 'second');
    expect(second).toMatchObject({ employee_id: 'SECOND', role_code: 'administrator' });
    expect(await verifyPassword(second?.password_hash ?? '', 'typed twice!')).toBe(true);
  });

  it('with --force on an existing username, sets its password and removes its second factor (a lock-out recovery)', async () => {
    await giveSecondFactor('root');
    const mismatch = fakeTerminal('one password\rother password\r');
    await expect(run({ username: 'root', force: true }, mismatch)).rejects.toThrow(
      'Password not match!',
    );
    const printed = await run({
      username: 'ROOT',
      force: true,
      passwordFile: await passwordFile('recovered password\n'),
    });
    expect(printed).toContain('root is an active administrator of every company again');
    expect(printed).toContain('no second factor (the next sign-in sets up a new one)');
    const all = await users();
    expect(all.map((user) => user.username)).toEqual(['root', 'second']);
    expect(await verifyPassword(all[0]?.password_hash ?? '', 'recovered password')).toBe(true);
    expect(await secondFactorRows()).toBe(0);
  });
});
