// Run the game/ test suite once inside real Pyodide (the pinned npm package) under Node, so a
// rule engine that works in CPython but breaks in WebAssembly fails `make test`.
//
//   node tests/pyodide/run.mjs [pytest arguments; default: the whole game/ suite]
//
// The repository is mounted read-write at /repo (NODEFS); pytest and its pure-Python
// dependencies come from the wheels `make setup` downloads into .venv/pyodide-wheels/
// (same pins as requirements-dev.txt). Nothing is fetched from the network.
// tests/pyodide/plugin.py decides what cannot run in a browser (subprocesses) and trims the
// conformance matrix to one case per game so the run fits the CI budget.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const WHEELS = join(ROOT, ".venv", "pyodide-wheels");
// What "the game/ test suite" is: the engines' tests and doctests, not the browser/UI ones.
const SELECTION = process.argv.length > 2 ? process.argv.slice(2) : ["tests", "game"];
const PYTEST_ARGS = [
  ...SELECTION,
  "--ignore=tests/e2e",
  "--ignore=tests/ui",
  "--ignore=tests/pyodide",
  "--ignore=tests/test_layout.py",
  "-p",
  "no:cacheprovider",
  "-p",
  "tests.pyodide.plugin",
];

const started = Date.now();
const pyodide = await loadPyodide();
// Raw byte streams, so pytest's progress dots stay on one line.
const raw = (stream) => ({ write: (bytes) => (stream.write(bytes), bytes.length) });
pyodide.setStdout(raw(process.stdout));
pyodide.setStderr(raw(process.stderr));
let wheels;
try {
  wheels = readdirSync(WHEELS).filter((name) => name.endsWith(".whl"));
} catch {
  wheels = [];
}
if (!wheels.some((name) => name.startsWith("pytest-"))) {
  console.error(`no pytest wheel in ${WHEELS}: run \`make setup\``);
  process.exit(2);
}
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const name of wheels) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(join(WHEELS, name))), "wheel", { extractDir: sitePackages });
}
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: ROOT }, "/repo");
pyodide.globals.set("PYTEST_ARGS", pyodide.toPy(PYTEST_ARGS));
const code = pyodide.runPython(`
import os, sys
sys.dont_write_bytecode = True  # never leave wasm-built caches in the working tree
os.chdir("/repo")
sys.path.insert(0, "/repo")
import platform
print(f"Python {platform.python_version()} on {sys.platform} (Pyodide), booted in ${(Date.now() - started) / 1000} s")
import pytest
int(pytest.main(list(PYTEST_ARGS)))
`);
process.exit(code);
