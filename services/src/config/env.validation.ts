/**
 * The API's configuration: every environment variable it reads, its default and its check.
 * A missing or malformed value stops start-up with one line naming the variable (no stack trace).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  MONGODB_URI: string;
  API_PORT: number;
  API_HOST: string;
  CORS_ORIGINS: string[];
  SEED_ON_START: boolean;
  ADMIN_NAME: string;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  CUSTOMER_NAME: string;
  CUSTOMER_EMAIL: string;
  CUSTOMER_PASSWORD: string;
  LOG_LEVEL: LogLevelName;
}

/** The four local frontends (shell and the three remotes), by name and by loopback address. */
export const DEFAULT_CORS_ORIGINS = [4200, 4201, 4202, 4203].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const CONFIG_DEFAULTS = {
  API_PORT: 3000,
  API_HOST: '0.0.0.0',
  CORS_ORIGINS: DEFAULT_CORS_ORIGINS,
  SEED_ON_START: true,
  ADMIN_NAME: 'Shop Admin',
  ADMIN_EMAIL: 'admin@shop.local',
  ADMIN_PASSWORD: 'Admin#2026',
  CUSTOMER_NAME: 'Demo Customer',
  CUSTOMER_EMAIL: 'customer@shop.local',
  CUSTOMER_PASSWORD: 'Customer#2026',
  LOG_LEVEL: 'log',
} as const satisfies Omit<AppConfig, 'MONGODB_URI' | 'CORS_ORIGINS'> & { CORS_ORIGINS: readonly string[] };

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigValidationError';
  }
}

type Env = Record<string, unknown>;

const MONGODB_URI = /^mongodb(\+srv)?:\/\/[^\s/]+/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const MIN_PASSWORD = 6;

/** Validates and types the environment; throws ConfigValidationError listing every bad variable. */
export function validateEnv(env: Env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name];
    if (value === undefined) return undefined;
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  };
  /** Secrets (passwords, URIs that may hold credentials) are never echoed back. */
  const check = <T>(
    name: string,
    fallback: T,
    parse: (raw: string) => T | undefined,
    expected: string,
    secret = false,
  ): T => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const parsed = parse(raw);
    if (parsed === undefined) {
      problems.push(`${name} must be ${expected}${secret ? '' : ` (got ${JSON.stringify(raw)})`}`);
      return fallback;
    }
    return parsed;
  };
  const matching = (pattern: RegExp) => (raw: string) => (pattern.test(raw) ? raw : undefined);

  const mongoUri = text('MONGODB_URI');
  if (mongoUri === undefined) {
    problems.push('MONGODB_URI is required (a mongodb:// or mongodb+srv:// URI)');
  } else if (!MONGODB_URI.test(mongoUri)) {
    problems.push('MONGODB_URI must be a mongodb:// or mongodb+srv:// URI');
  }

  const config: AppConfig = {
    MONGODB_URI: mongoUri ?? '',
    API_PORT: check('API_PORT', CONFIG_DEFAULTS.API_PORT, parsePort, 'a port number from 0 to 65535'),
    API_HOST: check('API_HOST', CONFIG_DEFAULTS.API_HOST, matching(/^[^\s/]+$/), 'a host name or IP address'),
    CORS_ORIGINS: check('CORS_ORIGINS', [...CONFIG_DEFAULTS.CORS_ORIGINS], parseOrigins, 'a comma-separated list of http(s) origins'),
    SEED_ON_START: check('SEED_ON_START', CONFIG_DEFAULTS.SEED_ON_START, parseBoolean, 'true or false'),
    ADMIN_NAME: check('ADMIN_NAME', CONFIG_DEFAULTS.ADMIN_NAME, (raw) => raw, 'a name'),
    ADMIN_EMAIL: check('ADMIN_EMAIL', CONFIG_DEFAULTS.ADMIN_EMAIL, parseEmail, 'an email address'),
    ADMIN_PASSWORD: check('ADMIN_PASSWORD', CONFIG_DEFAULTS.ADMIN_PASSWORD, parsePassword, `at least ${MIN_PASSWORD} characters`, true),
    CUSTOMER_NAME: check('CUSTOMER_NAME', CONFIG_DEFAULTS.CUSTOMER_NAME, (raw) => raw, 'a name'),
    CUSTOMER_EMAIL: check('CUSTOMER_EMAIL', CONFIG_DEFAULTS.CUSTOMER_EMAIL, parseEmail, 'an email address'),
    CUSTOMER_PASSWORD: check('CUSTOMER_PASSWORD', CONFIG_DEFAULTS.CUSTOMER_PASSWORD, parsePassword, `at least ${MIN_PASSWORD} characters`, true),
    LOG_LEVEL: check('LOG_LEVEL', CONFIG_DEFAULTS.LOG_LEVEL as LogLevelName, parseLogLevel, `one of ${LOG_LEVELS.join(', ')}`),
  };
  if (problems.length === 0 && config.ADMIN_EMAIL === config.CUSTOMER_EMAIL) {
    problems.push('ADMIN_EMAIL and CUSTOMER_EMAIL must differ');
  }
  if (problems.length > 0) throw new ConfigValidationError(problems);
  return config;
}

function parsePort(raw: string): number | undefined {
  if (!/^\d{1,5}$/.test(raw)) return undefined;
  const port = Number(raw);
  return port <= 65535 ? port : undefined;
}

function parseBoolean(raw: string): boolean | undefined {
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  return undefined;
}

function parseOrigins(raw: string): string[] | undefined {
  const origins = raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  const valid = origins.length > 0 && origins.every((origin) => /^https?:\/\/[^\s/]+$/.test(origin));
  return valid ? origins : undefined;
}

function parseEmail(raw: string): string | undefined {
  return EMAIL.test(raw) ? raw.toLowerCase() : undefined;
}

function parsePassword(raw: string): string | undefined {
  return raw.length >= MIN_PASSWORD ? raw : undefined;
}

function parseLogLevel(raw: string): LogLevelName | undefined {
  const value = raw.toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(value) ? (value as LogLevelName) : undefined;
}

/** Nest logger levels enabled by a LOG_LEVEL: the level itself and every more severe one. */
export function enabledLogLevels(level: LogLevelName): LogLevelName[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
