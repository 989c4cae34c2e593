/** Ports, URLs and the runtime manifest of a local shop: pure functions of the environment. */

export const FRONTENDS = ['shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin'] as const;
export type Frontend = (typeof FRONTENDS)[number];

/** Module Federation names of the remotes, as the shell's runtime manifest lists them. */
export const REMOTE_NAMES: Record<Exclude<Frontend, 'shell'>, string> = {
  'mfe-shop': 'mfe_shop',
  'mfe-dashboard': 'mfe_dashboard',
  'mfe-admin': 'mfe_admin',
};

/** The file a remote's server offers the Module Federation runtime. */
export const REMOTE_ENTRY_FILE = 'mf-manifest.json';

export interface StackPorts {
  api: number;
  shell: number;
  'mfe-shop': number;
  'mfe-dashboard': number;
  'mfe-admin': number;
  mongo: number;
  /** The bKash simulator, when BKASH_APP_KEY is unset. */
  bkash: number;
  /** The courier simulators, each when its courier's keys are unset. */
  steadfast: number;
  pathao: number;
  redx: number;
}

/** Environment variables naming each port, with their defaults. */
export const PORT_VARIABLES: ReadonlyArray<{
  key: keyof StackPorts;
  env: string;
  fallback: number;
}> = [
  { key: 'api', env: 'API_PORT', fallback: 3000 },
  { key: 'shell', env: 'SHELL_PORT', fallback: 4200 },
  { key: 'mfe-shop', env: 'MFE_SHOP_PORT', fallback: 4201 },
  { key: 'mfe-dashboard', env: 'MFE_DASHBOARD_PORT', fallback: 4202 },
  { key: 'mfe-admin', env: 'MFE_ADMIN_PORT', fallback: 4203 },
  { key: 'mongo', env: 'MONGO_PORT', fallback: 27017 },
  { key: 'bkash', env: 'BKASH_SIMULATOR_PORT', fallback: 4310 },
  { key: 'steadfast', env: 'STEADFAST_SIMULATOR_PORT', fallback: 4311 },
  { key: 'pathao', env: 'PATHAO_SIMULATOR_PORT', fallback: 4312 },
  { key: 'redx', env: 'REDX_SIMULATOR_PORT', fallback: 4313 },
];

export class StackConfigError extends Error {
  override name = 'StackConfigError';
}

/** Reads every port from the environment; a malformed value is an error naming its variable. */
export function readPorts(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const ports = {} as StackPorts;
  for (const { key, env: name, fallback } of PORT_VARIABLES) {
    const raw = env[name];
    if (raw === undefined || raw === '') {
      ports[key] = fallback;
      continue;
    }
    const port = Number(raw);
    if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
      throw new StackConfigError(`${name} must be a port number between 1 and 65535, not "${raw}"`);
    }
    ports[key] = port;
  }
  const taken = new Map<number, string>();
  for (const { key, env: name } of PORT_VARIABLES) {
    if (key === 'mongo' && env.MONGODB_URI) continue;
    const other = taken.get(ports[key]);
    if (other) throw new StackConfigError(`${other} and ${name} both use port ${ports[key]}`);
    taken.set(ports[key], name);
  }
  return ports;
}

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
}

/** What the shell (and each remote on its own) reads from /config.json at runtime. */
export function runtimeConfigFor(ports: StackPorts, publicHost = 'localhost'): RuntimeConfig {
  const remotes: Record<string, string> = {};
  for (const [app, name] of Object.entries(REMOTE_NAMES)) {
    remotes[name] = `http://${publicHost}:${ports[app as Frontend]}/${REMOTE_ENTRY_FILE}`;
  }
  return { apiUrl: `http://${publicHost}:${ports.api}/api`, remotes };
}
