// A package's CommonJS index ("barrel") whose exports are each required on first use. Loading all
// of antd's index costs ~2 s of CPU and @ant-design/icons' ~1 s, and Jest loads them afresh for
// every test file of the React apps, which use a handful of components and icons each; a bundler
// drops the rest, Jest cannot. The exports are read from the index as Babel compiles it:
//
//   var _table = _interopRequireDefault(require("./table"));
//   Object.defineProperty(exports, "Table", { enumerable: true, get: function () { return _table.default; } });
//   Object.keys(_icons).forEach(...)   // re-exports everything of require("./icons"): read that file too
//
// An export the index computes in another way is taken from the real index, loaded then.
const fs = require('node:fs');
const path = require('node:path');

const REQUIRE = /var (_\w+) = (?:_interopRequire(?:Default|Wildcard)\()?require\("(\.[^"]+)"\)/g;
const GETTER =
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)(?:\.(\w+))?;/g;
const ASSIGNED = /\bexports\.(\w+) = /g;
const EVERYTHING_OF = /Object\.keys\((_\w+)\)\.forEach/g;

/**
 * name → [file, property of its exports (undefined: the whole module)] of one compiled index file;
 * a name whose source it cannot tell maps to undefined.
 */
function readExports(indexFile, into = new Map()) {
  const source = fs.readFileSync(indexFile, 'utf8');
  const dir = path.dirname(indexFile);
  const files = new Map();
  for (const [, variable, request] of source.matchAll(REQUIRE)) {
    files.set(variable, require.resolve(path.resolve(dir, request)));
  }
  for (const [, variable] of source.matchAll(EVERYTHING_OF)) {
    if (files.has(variable)) readExports(files.get(variable), into);
  }
  for (const [, name] of source.matchAll(ASSIGNED)) into.set(name, undefined);
  for (const [, name, variable, property] of source.matchAll(GETTER)) {
    into.set(name, files.has(variable) ? [files.get(variable), property] : undefined);
  }
  into.delete('__esModule');
  return into;
}

/** An exports object for `indexFile` whose exports load their own module on first use. */
function lazyBarrel(indexFile) {
  let whole;
  const real = () => (whole ??= require(indexFile));
  const exports = {};
  Object.defineProperty(exports, '__esModule', { value: true });
  for (const [name, source] of readExports(indexFile)) {
    Object.defineProperty(exports, name, {
      enumerable: true,
      get: source
        ? () => (source[1] === undefined ? require(source[0]) : require(source[0])[source[1]])
        : () => real()[name],
    });
  }
  return exports;
}

module.exports = { lazyBarrel, readExports };
