// Run the game/ test suite once inside real Pyodide (the pinned npm package) under Node, so a
// rule engine that works in CPython but breaks in WebAssembly fails `make test`.
//
//   node tests/pyodide/run.mjs [pytest paths and options; default: the whole game/ suite]
//
// The repository is mounted read-write at /repo (NODEFS); pytest and its pure-Python
// dependencies come from the wheels `make setup` downloads into .venv/pyodide-wheels/
// (same pins as requirements-dev.txt). Nothing is fetched from the network.
// tests/pyodide/plugin.py decides what cannot run in a browser (subprocesses) and trims the
// conformance matrix to one case per game so the run fits the CI budget.
//
// The default suite runs as one group per test folder (plus game/'s doctests), each in a fresh
// interpreter: one long-lived interpreter that has run every other test first made some tests
// many times slower than they are alone, and a fresh start also keeps failures independent.
// Each fresh interpreter is restored from one memory snapshot taken once pytest was imported
// (as the app's returning visits are): Python's start-up and pytest's import took about 6 CPU s
// a group, half a minute of CI's background lane.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";
import { growFor } from "../../assets/boot/snapshot.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const WHEELS = join(ROOT, ".venv", "pyodide-wheels");
// What "the game/ test suite" is: the engines' tests and doctests, not the browser/UI ones.
const NOT_GAME_TESTS = new Set(["data", "e2e", "ui", "pyodide", "tools", "test_layout.py", "__init__.py", "__pycache__"]);
const OPTIONS = ["-p", "no:cacheprovider", "-p", "tests.pyodide.plugin"];

function defaultGroups() {
  const groups = [["game"]];
  const loose = [];
  for (const name of readdirSync(join(ROOT, "tests")).sort()) {
    if (NOT_GAME_TESTS.has(name)) continue;
    const path = join(ROOT, "tests", name);
    if (statSync(path).isDirectory()) groups.push([`tests/${name}`]);
    else if (name.startsWith("test_") && name.endsWith(".py")) loose.push(`tests/${name}`);
  }
  if (loose.length) groups.push(loose);
  return groups;
}

function installWheels(pyodide) {
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const name of readdirSync(WHEELS).filter((n) => n.endsWith(".whl"))) {
    pyodide.unpackArchive(new Uint8Array(readFileSync(join(WHEELS, name))), "wheel", { extractDir: sitePackages });
  }
}

let snapshot;
async function freshPyodide() {
  if (!snapshot) {
    const maker = await loadPyodide({ _makeSnapshot: true });
    installWheels(maker);
    // Before any import, so no wasm-built cache is ever written (nor into the working tree).
    maker.runPython("import sys; sys.dont_write_bytecode = True; import pytest");
    snapshot = maker.makeMemorySnapshot();
  }
  const create = (await import("pyodide/pyodide.asm.mjs")).default;
  const createPyodideModule = async (settings) => growFor(await create(settings), snapshot);
  const pyodide = await loadPyodide({ _loadSnapshot: snapshot, createPyodideModule });
  installWheels(pyodide); // files live outside the memory a snapshot holds
  return pyodide;
}

async function pytestIn(args) {
  const started = Date.now();
  const pyodide = await freshPyodide();
  // Raw byte streams, so pytest's progress dots stay on one line.
  const raw = (stream) => ({ write: (bytes) => (stream.write(bytes), bytes.length) });
  pyodide.setStdout(raw(process.stdout));
  pyodide.setStderr(raw(process.stderr));
  pyodide.FS.mkdirTree("/repo");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: ROOT }, "/repo");
  pyodide.globals.set("PYTEST_ARGS", pyodide.toPy(args));
  return pyodide.runPython(`
import os, sys
assert sys.dont_write_bytecode and "game" not in sys.modules  # the snapshot's, and nothing of ours
os.chdir("/repo")
sys.path.insert(0, "/repo")
import platform
print(f"== Pyodide: Python {platform.python_version()} ({sys.platform}), started in ${(Date.now() - started) / 1000} s")
import pytest
int(pytest.main(list(PYTEST_ARGS)))
`);
}

if (!existsSync(WHEELS) || !readdirSync(WHEELS).some((n) => n.startsWith("pytest-"))) {
  console.error(`no pytest wheel in ${WHEELS}: run \`make setup\``);
  process.exit(2);
}
const groups = process.argv.length > 2 ? [process.argv.slice(2)] : defaultGroups();
const failed = [];
for (const group of groups) {
  const code = await pytestIn([...group, ...OPTIONS]);
  // 5 = nothing collected (a folder with no test yet): not a failure of the engines.
  if (code !== 0 && code !== 5) failed.push(`${group.join(" ")} (exit ${code})`);
}
console.log(failed.length ? `in Pyodide, FAILED: ${failed.join(", ")}` : `in Pyodide: all ${groups.length} groups passed`);
process.exit(failed.length ? 1 : 0);
