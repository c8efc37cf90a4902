// The bots' Web Worker: its own Pyodide, from the same vendored files as the page, thinks the
// bots' decisions (and "suggest a move") so the page never waits on them (ui/bot_client.py
// starts it and talks to it; ui/worker.py is its Python side).
//
// Started as  new Worker("./assets/boot/bots-worker.mjs?build=<hash>", { type: "module" }):
// a worker of another build than the page (a new deploy arrived in between) refuses to start,
// and the page's bots think in time slices instead.
//
// Boot: from this build's memory snapshot when a valid one is stored (game/ and ui/ imported
// already); otherwise the normal way, then unpack app.zip, import game/ and ui/
// (ui.worker.preload), make the snapshot and store it for the next visits of the page and of
// this worker (snapshot.mjs).
//
// Messages. Page -> worker: { id, request } (request: JSON text, see ui/bot_job.py).
// Worker -> page: { type: "ready", snapshot, ms } once (snapshot: how it booted, see
// snapshot.mjs); { type: "stored", stored } once it has stored a new snapshot; { type: "failed",
// reason } if it cannot start; { type: "answer", id, answer } per request (answer: JSON text,
// see ui/worker.py).

import { APP_ZIP_URL, BUILD, USED, bootPyodide, storeSnapshot } from "./snapshot.mjs";

const started = performance.now();
const waiting = [];
let handle = null;

// Listen at once: a request sent while Pyodide boots waits in the queue, it is not lost.
self.addEventListener("message", (event) => {
  waiting.push(event.data);
  if (handle !== null) drain();
});

function drain() {
  while (waiting.length) {
    const { id, request } = waiting.shift();
    self.postMessage({ type: "answer", id, answer: handle(request) });
  }
}

async function start() {
  const page = new URL(self.location.href).searchParams.get("build");
  if (page !== BUILD) throw new Error(`the page is build ${page}, this worker build ${BUILD}`);
  const zip = fetch(APP_ZIP_URL).then((response) => {
    if (!response.ok) throw new Error(`${APP_ZIP_URL}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  zip.catch(() => {}); // a boot from the snapshot needs no file of game/ or ui/
  const { pyodide, outcome } = await bootPyodide({}, { forSnapshot: true });
  let bytes = null;
  if (outcome !== USED) {
    pyodide.unpackArchive(await zip, "zip");
    // Nothing from JavaScript may be held by Python when the memory is copied.
    pyodide.runPython("import ui.worker; ui.worker.preload()");
    bytes = pyodide.makeMemorySnapshot();
  }
  handle = pyodide.pyimport("ui.worker").handle;
  self.postMessage({ type: "ready", snapshot: outcome, ms: performance.now() - started });
  drain();
  if (bytes !== null) {
    // Stored after "ready", so a decision asked for meanwhile never waits on the write.
    const stored = await storeSnapshot(bytes).catch((error) => console.info("Tavoliere: snapshot not stored,", error));
    self.postMessage({ type: "stored", stored: Boolean(stored) });
  }
}

start().catch((error) => {
  self.postMessage({ type: "failed", reason: String(error?.message ?? error) });
  self.close();
});
