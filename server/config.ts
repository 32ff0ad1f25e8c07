import { z } from 'zod';
import { defaultVatRateBp, vatRateSchema } from '../src/domain/entities/project.schema';
import { defaultRentMonths, rentMonthsSchema } from '../src/domain/pricing/pricing-settings';
import { defaultExportMaxDays } from '../src/domain/purchases/purchase-filter.schema';
import { defaultShoppingListSupplier, parseLinkPattern } from '../src/domain/shopping-list/supplier-link';
import { readSsoConfig, type SsoConfig } from './auth/sso/sso-config';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** `memory://` keeps the embedded database in memory (tests, throwaway demos). */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  /**
   * An S3-compatible bucket for the photos, logos and pictures, shared by several instances (see
   * README, "Files"). Unset: they live under DATA_DIR.
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name is 3 to 63 lowercase letters, digits, dots or dashes',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`: MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Fitout <no-reply@fitout.test>'),
  PUBLIC_URL: z.url().optional(),
  /** Unset: seed the demo when the embedded database is new. Never seeds an external PostgreSQL unless true. */
  DEMO_SEED: booleanFlag.optional(),
  /** Requests per minute per IP, over the whole app. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * Shared by several instances: the request limits and the refused-credentials counter live in
   * this Redis (e.g. `redis://127.0.0.1:6379`). Unset: each instance counts in its own memory.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of every key this app writes to Redis, so several apps (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('fitout:'),
  /** Failed sign-ins per email and IP within the window before sign-in answers 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * How often open live-update streams have their credentials checked again: a session or an
   * installer link that expired (no one announces that) closes its stream within this time.
   */
  STREAM_CHECK_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /**
   * Refused credentials (unknown or dead session tokens, bad installer links) per IP per minute;
   * past it, every request from that IP that presents a credential answers 429 until the minute ends.
   */
  REFUSED_CREDENTIALS_MAX: z.coerce.number().int().min(1).default(60),
  /** Comma-separated URL templates of the ERP product page, each with a `{id}` placeholder. */
  ERP_PRODUCT_URL_TEMPLATES: z.string().optional(),
  /** VAT rate of catalogue prices and of new projects, in basis points (2000 = 20 %). */
  VAT_RATE_BP: z.coerce.number().pipe(vatRateSchema).default(defaultVatRateBp),
  /** How many months a rental lasts: a month of rent is this share of the purchase price. */
  RENT_MONTHS: z.coerce.number().pipe(rentMonthsSchema).default(defaultRentMonths),
  /**
   * Lets the product-page pre-fill read private, loopback and link-local addresses. Only tests set
   * it (their pages are served on 127.0.0.1); in production it would let admins probe the network.
   */
  PREFILL_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  PREFILL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  PREFILL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  /**
   * Comma-separated origins (e.g. `http://127.0.0.1:9000`) the app may show images from besides
   * any https: site; the CSP's img-src lists them. Empty in production; tests set their image server.
   */
  IMAGE_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((origin) => new URL(origin).origin))),
  /** The supplier whose shopping lists the office imports, by name (shown in the import form). */
  SHOPPING_LIST_SUPPLIER: z.string().trim().min(1).max(80).default(defaultShoppingListSupplier.name),
  /**
   * Comma-separated links its lists live under, each `host[:port][/path-prefix]` (a host takes its
   * subdomains too). Tests add their local page server here.
   */
  SHOPPING_LIST_LINKS: z
    .string()
    .default(defaultShoppingListSupplier.links.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((link) => link.trim())
        .filter((link) => link.length > 0),
    )
    .pipe(
      z
        .array(
          z.string().refine((link) => parseLinkPattern(link) !== null, {
            error: 'each link is host[:port][/path-prefix], without a scheme',
          }),
        )
        .min(1),
    ),
  /** The longest period the accounting export accepts, in days (a year and a day by default). */
  EXPORT_MAX_DAYS: z.coerce.number().int().min(1).max(3660).default(defaultExportMaxDays),
  /** Where the built PWA lives; the API works without it. */
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** Behind a reverse proxy, trust X-Forwarded-For so limits count the real client IP. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Odoo's external JSON-2 API (Odoo 19+); without URL and key, ERP messages wait in the outbox. */
  ODOO_URL: z.url().optional(),
  ODOO_API_KEY: z.string().min(1).optional(),
  ODOO_DATABASE: z.string().min(1).optional(),
  /** The Odoo stock route (by name) of dropshipping orders' lines. */
  ODOO_DROPSHIP_ROUTE: z.string().min(1).default('Dropship'),
  /** The Odoo service product (by internal reference) whose lines carry the packs, services and adjustment. */
  ODOO_CHARGE_PRODUCT: z.string().min(1).default('FITOUT-CHARGE'),
  /** Minutes between the server's reads of the validated projects' stock states from the ERP; 0: never. */
  ERP_REFRESH_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(60),
  /** Airtable REST API; without token and base, Airtable messages wait in the outbox. */
  AIRTABLE_TOKEN: z.string().min(1).optional(),
  AIRTABLE_BASE_ID: z.string().min(1).optional(),
  AIRTABLE_TABLE: z.string().min(1).default('Projects'),
  AIRTABLE_MERGE_FIELD: z.string().min(1).default('Operation number'),
  AIRTABLE_URL: z.url().default('https://api.airtable.com'),
  /** Airtable allows 5 requests per second per base: with several instances, give each its share. */
  AIRTABLE_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(5).default(5),
  /** A Slack-compatible incoming webhook for the purchasing team's notices. */
  CHAT_WEBHOOK_URL: z.url().optional(),
  CHAT_LANGUAGE: z.enum(['en', 'fr']).default('fr'),
  /** Tries before an outside call becomes a dead letter (retried by hand from the debug page). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2000),
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(250),
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /** One outside call's time limit; a claim lasts twice this before another instance takes it over. */
  OUTBOX_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Test runs only: a file holding how many milliseconds the server's clock runs ahead, read at
   * each look at the time, so an end-to-end test moves the time (a link's 48 hours) without waiting.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
});

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Refuses what must never run in production (a movable clock on a server others can reach) and a
 * half-configured S3 store, which would otherwise start and fail at the first photo.
 */
const checkedEnvSchema = envSchema.superRefine((e, context) => {
  if (s3Variables.some((name) => e[name] !== undefined))
    for (const name of s3Variables.filter((variable) => e[variable] === undefined))
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `the S3 file store needs ${s3Variables.join(', ')} together; unset them all to keep files in DATA_DIR`,
      });
  if (e.TEST_CLOCK_FILE === undefined) return;
  const host = e.PUBLIC_URL === undefined ? 'localhost' : new URL(e.PUBLIC_URL).hostname;
  if (!loopbackHosts.has(host))
    context.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK_FILE'],
      message: 'a movable clock is for test runs on this machine only; unset it, or PUBLIC_URL must be local',
    });
});

/** The environment, checked, as the server uses it: the Config type is this schema's output. */
const configSchema = checkedEnvSchema.transform((e) => ({
  port: e.PORT,
  host: e.HOST,
  dataDir: e.DATA_DIR,
  databaseUrl: e.DATABASE_URL ?? null,
  s3:
    e.S3_ENDPOINT === undefined ||
    e.S3_BUCKET === undefined ||
    e.S3_ACCESS_KEY_ID === undefined ||
    e.S3_SECRET_ACCESS_KEY === undefined
      ? null
      : {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        },
  smtpUrl: e.SMTP_URL ?? null,
  mailFrom: e.MAIL_FROM,
  publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  demoSeed: e.DEMO_SEED ?? null,
  rateLimitMax: e.RATE_LIMIT_MAX,
  redis: e.REDIS_URL === undefined ? null : { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
  loginMaxFailures: e.LOGIN_MAX_FAILURES,
  loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
  streamCheckMs: e.STREAM_CHECK_SECONDS * 1000,
  refusedCredentialsMax: e.REFUSED_CREDENTIALS_MAX,
  erpProductUrlTemplates: (e.ERP_PRODUCT_URL_TEMPLATES ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0),
  vatRateBp: e.VAT_RATE_BP,
  rentMonths: e.RENT_MONTHS,
  prefill: {
    allowPrivateHosts: e.PREFILL_ALLOW_PRIVATE_HOSTS,
    timeoutMs: e.PREFILL_TIMEOUT_MS,
    maxBytes: e.PREFILL_MAX_BYTES,
  },
  imageOrigins: e.IMAGE_ORIGINS,
  shoppingListSupplier: { name: e.SHOPPING_LIST_SUPPLIER, links: e.SHOPPING_LIST_LINKS },
  exportMaxDays: e.EXPORT_MAX_DAYS,
  staticDir: e.STATIC_DIR,
  trustProxy: e.TRUST_PROXY,
  logLevel: e.LOG_LEVEL,
  outbox: {
    odoo:
      e.ODOO_URL === undefined || e.ODOO_API_KEY === undefined
        ? null
        : {
            url: e.ODOO_URL,
            apiKey: e.ODOO_API_KEY,
            database: e.ODOO_DATABASE ?? null,
            dropshipRoute: e.ODOO_DROPSHIP_ROUTE,
            chargeProduct: e.ODOO_CHARGE_PRODUCT,
          },
    erpRefreshMs: e.ERP_REFRESH_MINUTES * 60_000,
    airtable:
      e.AIRTABLE_TOKEN === undefined || e.AIRTABLE_BASE_ID === undefined
        ? null
        : {
            url: e.AIRTABLE_URL,
            token: e.AIRTABLE_TOKEN,
            baseId: e.AIRTABLE_BASE_ID,
            table: e.AIRTABLE_TABLE,
            mergeField: e.AIRTABLE_MERGE_FIELD,
            requestsPerSecond: e.AIRTABLE_REQUESTS_PER_SECOND,
          },
    chat: e.CHAT_WEBHOOK_URL === undefined ? null : { webhookUrl: e.CHAT_WEBHOOK_URL },
    chatLanguage: e.CHAT_LANGUAGE,
    maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: e.OUTBOX_RETRY_MAX_MS,
    pollMs: e.OUTBOX_POLL_MS,
    concurrency: e.OUTBOX_CONCURRENCY,
    timeoutMs: e.OUTBOX_TIMEOUT_MS,
  },
  testClockFile: e.TEST_CLOCK_FILE ?? null,
}));

/** `sso`: the partners' single sign-on, from the `SSO_*` variables (see readSsoConfig). */
export type Config = z.output<typeof configSchema> & { sso: SsoConfig };

export class ConfigError extends Error {}

/** Reads and checks the environment once, at start; nothing else reads `process.env`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const { sso, problems: ssoProblems } = readSsoConfig(env);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...ssoProblems,
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, sso };
}
