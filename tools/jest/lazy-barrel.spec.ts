import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { lazyBarrel } = require('./lazy-barrel') as {
  lazyBarrel: (indexFile: string) => Record<string, unknown>;
};

/** A package index as Babel compiles it, whose modules count how often they were loaded. */
function compiledPackage(): { index: string; loaded: () => string[]; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lazy-barrel-'));
  const log = path.join(dir, 'log.js');
  writeFileSync(log, 'module.exports = [];');
  const module = (name: string, body: string) =>
    writeFileSync(
      path.join(dir, `${name}.js`),
      `require(${JSON.stringify(log)}).push('${name}');\n${body}`,
    );
  module('table', 'exports.default = "Table"; exports.Summary = "Summary";');
  module('button', 'exports.default = "Button";');
  module('context', 'exports.default = { Provider: "Provider" };');
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(
    path.join(dir, 'icons', 'index.js'),
    `"use strict";
var _interopRequireDefault = (m) => m;
Object.defineProperty(exports, "DeleteOutlined", {
  enumerable: true,
  get: function () {
    return _DeleteOutlined.default;
  }
});
var _DeleteOutlined = _interopRequireDefault(require("./DeleteOutlined"));`,
  );
  module('icons/DeleteOutlined', 'exports.default = "Delete";');
  writeFileSync(
    path.join(dir, 'index.js'),
    `"use strict";
var _interopRequireDefault = (m) => m;
Object.defineProperty(exports, "__esModule", { value: true });
Object.defineProperty(exports, "Table", {
  enumerable: true,
  get: function () {
    return _table.default;
  }
});
Object.defineProperty(exports, "TableSummary", {
  enumerable: true,
  get: function () {
    return _table.Summary;
  }
});
Object.defineProperty(exports, "Button", {
  enumerable: true,
  get: function () {
    return _button.default;
  }
});
exports.Provider = void 0;
var _table = _interopRequireDefault(require("./table"));
var _button = _interopRequireDefault(require("./button"));
var _context = _interopRequireDefault(require("./context"));
var _icons = require("./icons");
Object.keys(_icons).forEach(function (key) {
  Object.defineProperty(exports, key, { enumerable: true, get: function () { return _icons[key]; } });
});
const Provider = _context.default.Provider;
exports.Provider = Provider;`,
  );
  return {
    index: path.join(dir, 'index.js'),
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded: () => [...(require(log) as string[])],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe('lazyBarrel', () => {
  it('loads an export’s own module on first use, and nothing before', () => {
    const pkg = compiledPackage();
    try {
      const barrel = lazyBarrel(pkg.index);
      expect(pkg.loaded()).toEqual([]);
      expect(barrel.Button).toBe('Button');
      expect(pkg.loaded()).toEqual(['button']);
      expect(barrel.TableSummary).toBe('Summary');
      expect(barrel.DeleteOutlined).toBe('Delete');
      expect(pkg.loaded()).toEqual(['button', 'table', 'icons/DeleteOutlined']);
    } finally {
      pkg.remove();
    }
  });

  it('takes an export the index computes from the real index, and lists every name', () => {
    const pkg = compiledPackage();
    try {
      const barrel = lazyBarrel(pkg.index);
      expect(barrel.__esModule).toBe(true);
      expect(Object.keys(barrel).sort()).toEqual(
        ['Button', 'DeleteOutlined', 'Provider', 'Table', 'TableSummary'].sort(),
      );
      expect(barrel.Provider).toBe('Provider');
      expect(pkg.loaded()).toEqual(expect.arrayContaining(['table', 'button', 'context']));
    } finally {
      pkg.remove();
    }
  });

  // In plain Node: antd's dependencies ship ES modules that only the React apps' Jest compiles.
  it.each(['antd', '@ant-design/icons'])('gives %s’s exports, each the very same value', (name) => {
    const script = `
      const path = require('node:path');
      const { lazyBarrel } = require(${JSON.stringify(require.resolve('./lazy-barrel'))});
      const index = path.join(path.dirname(require.resolve(${JSON.stringify(`${name}/package.json`)})), 'lib/index.js');
      const barrel = lazyBarrel(index);
      const real = require(index);
      const differ = [...new Set([...Object.keys(real), ...Object.keys(barrel)])]
        .filter((key) => barrel[key] !== real[key]);
      console.log(JSON.stringify({ count: Object.keys(barrel).length, differ }));`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const { count, differ } = JSON.parse(run.stdout) as { count: number; differ: string[] };
    expect(differ).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });
});
