import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../../src/domain/auth/auth.schema';
import { clientRoles, referrerRoles, userRoles } from '../../src/domain/enums';
import { findUserByEmail, insertUser } from '../auth/users';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';

const usage =
  'npm run user:create -- --email <email> --role <admin|client|business_referrer> [--first-name <name>] [--last-name <name>]\n' +
  '  [--client-id <uuid> --client-role <admin|agent>] [--business-referrer-id <uuid> --business-referrer-role <admin|manager|agent>]\n' +
  'Password: FITOUT_PASSWORD, else asked for on a terminal, else generated and printed once.';

const argsSchema = z.object({
  email: emailSchema,
  role: z.enum(userRoles),
  'first-name': z.string().min(1).default('Admin'),
  'last-name': z.string().min(1).default('Fitout'),
  'client-id': z.uuid().optional(),
  'client-role': z.enum(clientRoles).optional(),
  'business-referrer-id': z.uuid().optional(),
  'business-referrer-role': z.enum(referrerRoles).optional(),
});

/** A generated password that meets the password rules: random letters plus one of each class. */
function generatePassword(): string {
  return `${randomBytes(18).toString('base64url')}-7aZ`;
}

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  try {
    const answer = await rl.question('Password (leave empty to generate one): ');
    return answer.length > 0 ? answer : undefined;
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'client-id': { type: 'string' },
      'client-role': { type: 'string' },
      'business-referrer-id': { type: 'string' },
      'business-referrer-role': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help === true) {
    console.log(usage);
    return 0;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `Invalid arguments: ${parsed.error.issues.map((i) => `--${i.path.join('.')} (${i.message})`).join(', ')}\n${usage}`,
    );
    return 2;
  }
  const args = parsed.data;

  const given = process.env.FITOUT_PASSWORD ?? (await askPassword());
  const password = given ?? generatePassword();
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    console.error(
      `The password does not meet the rules: ${checked.error.issues.map((i) => i.message).join(', ')}`,
    );
    return 2;
  }

  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await database.migrate();
    if ((await findUserByEmail(database.db, args.email)) !== undefined) {
      console.error(`A user with the email ${args.email} already exists.`);
      return 1;
    }
    const user = await database.db.transaction((tx) =>
      insertUser(
        tx,
        {
          email: args.email,
          password,
          firstName: args['first-name'],
          lastName: args['last-name'],
          role: args.role,
          clientId: args['client-id'] ?? null,
          clientRole: args['client-role'] ?? null,
          businessReferrerId: args['business-referrer-id'] ?? null,
          businessReferrerRole: args['business-referrer-role'] ?? null,
        },
        new Date(),
      ),
    );
    console.log(`Created ${user.role} ${user.email} (${user.id}).`);
    // Shown once on stdout for the operator; never written to any log.
    if (given === undefined) console.log(`Generated password: ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
