// `npm run admin -- create <email> [--name <name>]`: creates an admin account or promotes an
// existing member. `npm run admin -- reset-link <email>`: prints a password reset link, for
// operators without mail. Uses the same configuration (DATABASE_URL or DATA_DIR) as the server.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { type Database, databaseTarget, openDatabase } from '../db/client';
import { publicBaseOf } from '../mail';
import { createResetLink, ensureAdmin } from '../modules/users';

const USAGE = `Usage: npm run admin -- create <email> [--name <name>]
       npm run admin -- reset-link <email>

create: creates an admin account for <email>, or promotes the existing account to admin.
A new account gets ADMIN_PASSWORD when that is set (and ADMIN_EMAIL is unset or the same email);
otherwise a strong password is generated and printed once.
reset-link: prints a link (valid one hour, single-use) that sets a new password for the account
of <email>, without sending any mail; older reset links stop working.
With the embedded database (no DATABASE_URL), stop the server first: its data folder is in use.`;

/** Prints a reset link for the account of `email`; 1 when no account has it. */
async function printResetLink(database: Database, publicBase: string, email: string) {
  const link = await createResetLink(database.db, publicBase, email);
  if (!link) {
    console.error(`No account uses ${email}.`);
    return 1;
  }
  console.log(`Reset link for ${email} (valid one hour, works once):`);
  console.log(link);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, email, ...extra] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if ((command !== 'create' && command !== 'reset-link') || !email || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  if (command === 'reset-link') {
    const database = await openDatabase(databaseTarget(config));
    try {
      await database.migrate();
      return await printResetLink(database, publicBaseOf(config), email);
    } finally {
      await database.close();
    }
  }
  // ADMIN_PASSWORD belongs to ADMIN_EMAIL; never give it to a different account.
  const envPassword =
    !config.admin || config.admin.email.toLowerCase() === email.trim().toLowerCase()
      ? process.env.ADMIN_PASSWORD
      : undefined;

  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const result = await ensureAdmin(database.db, {
      email,
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(envPassword === undefined ? {} : { password: envPassword }),
    });
    const who = result.user.email;
    if (result.outcome === 'unchanged') console.log(`${who} is already an admin; nothing changed.`);
    if (result.outcome === 'promoted') console.log(`${who} is now an admin (password unchanged).`);
    if (result.outcome === 'created' && result.generatedPassword) {
      console.log(`Created the admin account ${who}.`);
      console.log(`One-time password: ${result.generatedPassword}`);
      console.log('It is shown only now: store it somewhere safe.');
    } else if (result.outcome === 'created') {
      console.log(`Created the admin account ${who} with the password from ADMIN_PASSWORD.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
