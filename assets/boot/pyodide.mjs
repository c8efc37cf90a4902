// PyScript's interpreter (pyscript.toml names this module): the vendored Pyodide's
// ``loadPyodide`` and ``version``, booting from this build's memory snapshot when one is stored
// (see snapshot.mjs).
//
// The boot starts as soon as this module runs: index.html loads it as its first script, so
// Pyodide loads while PyScript's own scripts and configuration do, and PyScript's call to
// ``loadPyodide`` finds it under way. Of PyScript's options only the output streams matter (the
// runtime's folder is the vendored one, wherever PyScript thinks it is).
//
// The outcome is left on <html data-snapshot="..."> ("used", or why the normal boot ran) for
// the benchmark and the tests, and the build hash on <html data-build> for the bots' worker
// (ui/bot_client.py), which must be of the same build.

import { BUILD, bootPyodide, version } from "./snapshot.mjs";

export { version };

const booting = bootPyodide().then(({ pyodide, outcome }) => {
  document.documentElement.dataset.snapshot = outcome;
  document.documentElement.dataset.build = BUILD;
  performance.mark("tavoliere:pyodide-loaded");
  return pyodide;
});
booting.catch(() => {}); // a failed boot is PyScript's to report, once it asks for the interpreter

export async function loadPyodide(options = {}) {
  const pyodide = await booting;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
