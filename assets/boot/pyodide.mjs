// PyScript's interpreter (pyscript.toml names this module): the vendored Pyodide's
// ``loadPyodide`` and ``version``, booting from this build's memory snapshot when one is stored
// (see snapshot.mjs). PyScript passes its own options (output streams, and an indexURL that
// would point here); the runtime's folder replaces the latter.
//
// The outcome is left on <html data-snapshot="..."> ("used", or why the normal boot ran) for
// the benchmark and the tests, and the build hash on <html data-build> for the bots' worker
// (ui/bot_client.py), which must be of the same build.

import { BUILD, bootPyodide, version } from "./snapshot.mjs";

export { version };

export async function loadPyodide(options = {}) {
  const { pyodide, outcome } = await bootPyodide(options);
  document.documentElement.dataset.snapshot = outcome;
  document.documentElement.dataset.build = BUILD;
  performance.mark("tavoliere:pyodide-loaded");
  return pyodide;
}
