/**
 * V8's explicit compile hint on the browser builds' scripts: a file that starts with
 * `//# allFunctionsCalledOnLoad` has every function compiled as it downloads, on a background
 * thread (Chrome 136 and later; other browsers read a comment). Without it V8 compiles a function
 * on the main thread the first time it is called: on a first visit of the storefront that was
 * ~65 ms of the main thread's ~130 ms of script CPU, inside the tasks a tap waits for.
 *
 * Nearly every function of the shell's and the storefront's files runs when the file loads (the
 * federation runtime, React DOM hydrating, the store, the page). Not so a component library of
 * which a page uses a few parts: a chunk with antd's modules is left to compile lazily, or each
 * account page would compile all of antd. Nor a file under 4 KB: what its compiling costs is
 * less than the hint's own bytes (35–70 gzipped on each file) cost the first visit's budget.
 */
import { Compilation, sources, type Chunk, type Compiler, type Module } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Files smaller than this (minified) are left to compile lazily. */
export const COMPILE_HINT_MIN_BYTES = 4096;

/** Modules of a library a page calls a small part of (antd, its icons and its rc-* parts). */
export const PARTLY_USED_LIBRARY =
  /[\\/]node_modules[\\/](?:antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/;

/** The files a module was built from; a concatenated module's are its parts'. */
function* resourcesOf(module: Module): Generator<string> {
  const parts = (module as { modules?: Iterable<Module> }).modules;
  if (parts) {
    for (const part of parts) yield* resourcesOf(part);
    return;
  }
  yield (module as { resource?: string }).resource ?? module.identifier();
}

function holdsPartlyUsedLibrary(compilation: Compilation, chunk: Chunk): boolean {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    for (const resource of resourcesOf(module)) {
      if (PARTLY_USED_LIBRARY.test(resource)) return true;
    }
  }
  return false;
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the content hashes.
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const chunk of compilation.chunks) {
            if (holdsPartlyUsedLibrary(compilation, chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              if ((compilation.getAsset(file)?.source.size() ?? 0) < COMPILE_HINT_MIN_BYTES)
                continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}
