import { ConfigValidationError, DEFAULT_CORS_ORIGINS, enabledLogLevels, validateEnv } from './env.validation';

const URI = 'mongodb://127.0.0.1:27017/shop';

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    validateEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as Error).message;
  }
  throw new Error('expected the environment to be rejected');
}

describe('validateEnv', () => {
  it('applies the documented defaults', () => {
    expect(validateEnv({ MONGODB_URI: URI })).toEqual({
      MONGODB_URI: URI,
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
    });
    expect(DEFAULT_CORS_ORIGINS).toEqual(
      expect.arrayContaining(['http://localhost:4200', 'http://127.0.0.1:4203', 'http://localhost:4201']),
    );
  });

  it('parses given values', () => {
    const config = validateEnv({
      MONGODB_URI: 'mongodb+srv://user:pw@cluster0.example.net/shop?retryWrites=true',
      API_PORT: '8080',
      API_HOST: '127.0.0.1',
      CORS_ORIGINS: ' https://shop.example.com/ , http://localhost:5000',
      SEED_ON_START: 'false',
      ADMIN_EMAIL: 'Boss@Example.COM',
      LOG_LEVEL: 'DEBUG',
    });
    expect(config).toMatchObject({
      API_PORT: 8080,
      API_HOST: '127.0.0.1',
      CORS_ORIGINS: ['https://shop.example.com', 'http://localhost:5000'],
      SEED_ON_START: false,
      ADMIN_EMAIL: 'boss@example.com',
      LOG_LEVEL: 'debug',
    });
  });

  it('treats empty values as unset', () => {
    expect(validateEnv({ MONGODB_URI: URI, API_PORT: '', SEED_ON_START: '  ' })).toMatchObject({
      API_PORT: 3000,
      SEED_ON_START: true,
    });
  });

  it('names MONGODB_URI when it is missing', () => {
    expect(problemsOf({})).toBe(
      'Invalid configuration: MONGODB_URI is required (a mongodb:// or mongodb+srv:// URI)',
    );
  });

  it.each([
    [{ MONGODB_URI: 'postgres://localhost/shop' }, 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI'],
    [{ MONGODB_URI: URI, API_PORT: 'http' }, 'API_PORT must be a port number from 0 to 65535 (got "http")'],
    [{ MONGODB_URI: URI, API_PORT: '70000' }, 'API_PORT must be a port number'],
    [{ MONGODB_URI: URI, API_PORT: '-1' }, 'API_PORT must be a port number'],
    [{ MONGODB_URI: URI, SEED_ON_START: 'maybe' }, 'SEED_ON_START must be true or false'],
    [{ MONGODB_URI: URI, CORS_ORIGINS: 'localhost:4200' }, 'CORS_ORIGINS must be a comma-separated list of http(s) origins'],
    [{ MONGODB_URI: URI, ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL must be an email address'],
    [{ MONGODB_URI: URI, CUSTOMER_PASSWORD: '12345' }, 'CUSTOMER_PASSWORD must be at least 6 characters'],
    [{ MONGODB_URI: URI, LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, log, debug, verbose'],
    [{ MONGODB_URI: URI, ADMIN_EMAIL: 'same@shop.local', CUSTOMER_EMAIL: 'SAME@shop.local' }, 'ADMIN_EMAIL and CUSTOMER_EMAIL must differ'],
  ])('rejects %p naming the variable', (env, expected) => {
    expect(problemsOf(env)).toContain(expected);
  });

  it('lists every problem on one line', () => {
    const message = problemsOf({ API_PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/MONGODB_URI.*; API_PORT.*; LOG_LEVEL/);
    expect(message).not.toContain('\n');
  });

  it('never echoes a rejected password or database URI', () => {
    const message = problemsOf({ MONGODB_URI: 'postgres://root:s3cret@db/shop', ADMIN_PASSWORD: 'abc12' });
    expect(message).toContain('ADMIN_PASSWORD must be at least 6 characters');
    expect(message).not.toContain('abc12');
    expect(message).not.toContain('s3cret');
  });
});

describe('enabledLogLevels', () => {
  it('enables the level and every more severe one', () => {
    expect(enabledLogLevels('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(enabledLogLevels('verbose')).toHaveLength(6);
  });
});
