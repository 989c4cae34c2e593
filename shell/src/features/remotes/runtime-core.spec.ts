import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { provideRuntimeCore, REMOTE_RUNTIME_CORE, RUNTIME_CORE_GLOBAL } from './runtime-core';

const MODULES = path.resolve(__dirname, '../../../../node_modules/@module-federation');

/**
 * Every name a remote's bundler runtime imports from the core: the ES builds of
 * `@module-federation/runtime` (but its `core` re-export of everything, which remotes do not use)
 * and `@module-federation/webpack-bundler-runtime`, the packages a `remoteEntry.js` is made of.
 */
function importedFromCore(): string[] {
  const names = new Set<string>();
  for (const pkg of ['runtime', 'webpack-bundler-runtime']) {
    const dist = path.join(MODULES, pkg, 'dist');
    for (const file of readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'core.js')) {
      const source = readFileSync(path.join(dist, file), 'utf8');
      for (const [, list] of source.matchAll(
        /import \{([^}]*)\} from "@module-federation\/runtime-core"/g,
      )) {
        for (const name of list.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]);
      }
    }
  }
  names.delete('');
  return [...names].sort();
}

describe('the runtime core the shell provides to the remotes', () => {
  it('has every export the remotes’ runtime imports from the core', () => {
    const imported = importedFromCore();
    expect(imported).toContain('ModuleFederation');
    expect(Object.keys(REMOTE_RUNTIME_CORE).sort()).toEqual(imported);
    for (const value of Object.values(REMOTE_RUNTIME_CORE)) expect(value).toBeDefined();
  });

  it('is set once, under the global name the remotes read', () => {
    const target: Record<string, unknown> = {};
    provideRuntimeCore(target);
    expect(target[RUNTIME_CORE_GLOBAL]).toBe(REMOTE_RUNTIME_CORE);
    const earlier = { ModuleFederation: 'set before' };
    const other: Record<string, unknown> = { [RUNTIME_CORE_GLOBAL]: earlier };
    provideRuntimeCore(other);
    expect(other[RUNTIME_CORE_GLOBAL]).toBe(earlier);
  });
});
