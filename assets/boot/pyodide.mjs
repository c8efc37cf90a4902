// PyScript's interpreter (pyscript.toml names this module): the vendored Pyodide's
// ``loadPyodide`` and ``version``, booting from this build's memory snapshot when one is stored
// (see snapshot.mjs).
//
// The boot starts as soon as this module runs: index.html loads it as its first script, so
// Pyodide loads while PyScript's own scripts and configuration do, and PyScript's call to
// ``loadPyodide`` finds it under way. Of PyScript's options only the output streams matter (the
// runtime's folder is the vendored one, wherever PyScript thinks it is).
//
// The boot also puts the app's Python where ``import`` finds it: a normal boot unpacks app.zip
// (every file of game/ and ui/) into the working directory; a boot from the snapshot has them
// imported already and only writes back the page's own modules.
//
// The outcome is left on <html data-snapshot="..."> ("used", or why the normal boot ran) for
// the benchmark and the tests, and the build hash on <html data-build> for the bots' worker
// (ui/bot_client.py), which must be of the same build.

import { APP_ZIP_URL, BUILD, USED, bootPyodide, version } from "./snapshot.mjs";

export { version };

async function boot() {
  const zip = fetch(APP_ZIP_URL).then((response) => {
    if (!response.ok) throw new Error(`${APP_ZIP_URL}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  zip.catch(() => {}); // not needed after a boot from the snapshot
  const { pyodide, outcome } = await bootPyodide();
  if (outcome === USED) {
    // game/ and ui/ are imported already: only the page's own modules are left, and the
    // snapshot holds their sources (ui/preload.py).
    pyodide.runPython("import ui.preload\nui.preload.write_page_files()");
  } else {
    pyodide.unpackArchive(await zip, "zip");
  }
  return { pyodide, outcome };
}

const booting = boot().then(({ pyodide, outcome }) => {
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
