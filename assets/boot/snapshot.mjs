// Boot Pyodide from a memory snapshot when a valid one is stored, else the normal way.
//
// A snapshot is Pyodide's whole memory taken right after game/ and ui/ were imported
// (ui/worker.py, preload): restoring it skips the interpreter's start-up and those imports.
// The bots' worker (assets/boot/bots-worker.mjs) makes it once per build, in the background,
// and stores it in Cache Storage under the build hash (assets/vendor/build.mjs, written by
// tools/vendor.py); the page (assets/boot/pyodide.mjs, PyScript's interpreter) and the worker
// boot from it on every later visit, online or offline.
//
// Anything wrong with the stored snapshot means a normal boot, never an error: no Cache
// Storage (an insecure origin), no entry for this build ("missing"; "stale" when only other
// builds' entries are there), an entry made by another build or Pyodide ("mismatched"), bytes
// that do not match the checksum stored with them ("corrupt"), or a restore that throws
// ("failed"). A refused entry is deleted, so the worker stores a good one again.

import { BUILD } from "../vendor/build.mjs";
import { loadPyodide as loadPlain, version } from "../vendor/pyodide/pyodide.mjs";

export { BUILD, version };

/** The vendored runtime's folder and the app's Python bundle, from this module's URL (any sub-path). */
export const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
export const APP_ZIP_URL = new URL("../vendor/app.zip", import.meta.url).href;

// Not "tavoliere-...": the service worker deletes every such cache but its own build's.
const CACHE = "tavoliere:snapshot";
const KEY_PREFIX = new URL("./snapshot/", import.meta.url).href;
const KEY = KEY_PREFIX + BUILD;
const HEADER_BUILD = "x-tavoliere-build";
const HEADER_PYODIDE = "x-tavoliere-pyodide";
const HEADER_CHECKSUM = "x-tavoliere-checksum";
// Most allocations made to grow the memory before a restore (design value: each one that does
// not fit grows the memory by at least its size, so two or three suffice).
const GROW_STEPS = 16;
/** Where and how the snapshot is stored (the tests and the benchmark look at it). */
export const STORE = {
  cache: CACHE,
  key: KEY,
  prefix: KEY_PREFIX,
  headers: { build: HEADER_BUILD, pyodide: HEADER_PYODIDE, checksum: HEADER_CHECKSUM },
};

/** The outcomes a boot reports (document.documentElement.dataset.snapshot on the page). */
export const USED = "used";
export const MISSING = "missing";
export const STALE = "stale";
export const MISMATCHED = "mismatched";
export const CORRUPT = "corrupt";
export const FAILED = "failed";
export const UNAVAILABLE = "unavailable";

/**
 * A Fletcher-style sum of the snapshot's 32-bit words, as 16 hex digits: any changed or moved
 * word changes it. Chosen over SHA-256 because it costs the boot a single pass over memory
 * (design value: a guard against a damaged store, not against an attacker, who could just as
 * well rewrite the stored sum).
 */
export function checksum(bytes) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let low = 1;
  let high = 0;
  for (let i = 0; i < words.length; i++) {
    low = (low + words[i]) | 0;
    high = (high + low) | 0;
  }
  const hex = (n) => (n >>> 0).toString(16).padStart(8, "0");
  return hex(high) + hex(low) + ":" + bytes.byteLength;
}

/** Thrown while reading a stored snapshot that must not be used; ``outcome`` says why. */
class Refused extends Error {
  constructor(outcome) {
    super(`memory snapshot ${outcome}`);
    this.outcome = outcome;
  }
}

function storage() {
  return typeof caches === "undefined" || !BUILD ? null : caches;
}

/** This build's stored snapshot: { response } to read, or { outcome } saying why there is none. */
async function findSnapshot() {
  const store = storage();
  if (store === null) return { outcome: UNAVAILABLE };
  try {
    const cache = await store.open(CACHE);
    const response = await cache.match(KEY);
    if (response) return { response };
    const others = (await cache.keys()).some((request) => request.url.startsWith(KEY_PREFIX));
    return { outcome: others ? STALE : MISSING };
  } catch (error) {
    console.info("Tavoliere: no memory snapshot,", error);
    return { outcome: UNAVAILABLE };
  }
}

/** The bytes of a stored snapshot once checked against the build and the stored checksum. */
async function checkedBytes(response) {
  if (response.headers.get(HEADER_BUILD) !== BUILD || response.headers.get(HEADER_PYODIDE) !== version) {
    throw new Refused(MISMATCHED);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength % 4 !== 0 || checksum(bytes) !== response.headers.get(HEADER_CHECKSUM)) {
    throw new Refused(CORRUPT);
  }
  return bytes;
}

/** Store ``bytes`` (pyodide.makeMemorySnapshot()) as this build's snapshot; drop every other build's. */
export async function storeSnapshot(bytes) {
  const store = storage();
  if (store === null) return false;
  const cache = await store.open(CACHE);
  const headers = {
    "content-type": "application/octet-stream",
    [HEADER_BUILD]: BUILD,
    [HEADER_PYODIDE]: version,
    [HEADER_CHECKSUM]: checksum(bytes),
  };
  await cache.put(KEY, new Response(bytes, { headers }));
  for (const request of await cache.keys()) {
    if (request.url.startsWith(KEY_PREFIX) && request.url !== KEY) await cache.delete(request);
  }
  return true;
}

/** Forget this build's snapshot (one that failed to restore). */
async function dropSnapshot() {
  try {
    await (await storage()?.open(CACHE))?.delete(KEY);
  } catch {
    // nothing stored, or no storage: nothing to forget
  }
}

/** Why a snapshot was not used, from the error its restore threw (Pyodide checks a magic number
 * and its own build id). */
function refusal(error) {
  if (error instanceof Refused) return error.outcome;
  const message = String(error?.message ?? error);
  if (/build id mismatch/i.test(message)) return MISMATCHED;
  if (/invalid magic number/i.test(message)) return CORRUPT;
  return FAILED;
}

/**
 * Pyodide's module factory, wrapped so the module's memory holds the snapshot before it is
 * restored. Pyodide copies a snapshot into the memory its WebAssembly module starts with (480
 * pages, 31 MB, in this build) and never grows it first: once game/ and ui/ imported take more,
 * the restore threw "offset is out of bounds" and every visit booted the slow way. The memory
 * is grown through the module's own allocator, which grows it and the runtime's views of it
 * together; the restore then overwrites the whole heap, the allocator's state included.
 */
function roomFor(bytes) {
  return async (settings) => {
    const create = (await import(new URL("pyodide.asm.mjs", INDEX_URL).href)).default;
    return growFor(await create(settings), await bytes);
  };
}

/** Grow ``module``'s memory (a Pyodide module not yet restored) until ``snapshot`` fits in it;
 * returns the module. See roomFor; the in-Pyodide test run (tests/pyodide/run.mjs) restores its
 * own snapshots through it too. */
export function growFor(module, snapshot) {
  const heap = snapshot.byteLength - new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
  // Blocks the allocator cannot place in the free memory it has make it grow; a block may fit
  // without growing, so allocate until the memory is large enough, then free them all.
  const blocks = [];
  while (module.HEAP8.length < heap && blocks.length < GROW_STEPS) {
    const block = module._malloc(heap - module.HEAP8.length);
    if (!block) break;
    blocks.push(block);
  }
  blocks.forEach((block) => module._free(block));
  return module;
}

/**
 * loadPyodide from the vendored runtime, from this build's snapshot when a valid one is stored.
 * Returns { pyodide, outcome } (outcome: USED or why the normal boot ran). With forSnapshot,
 * a normal boot is ready to make a snapshot (pyodide.makeMemorySnapshot).
 */
export async function bootPyodide(options = {}, { forSnapshot = false } = {}) {
  const settings = { ...options, indexURL: INDEX_URL };
  performance.mark("tavoliere:snapshot-read");
  const found = await findSnapshot();
  if (found.response) {
    // Read and checked while Pyodide loads its JavaScript, which awaits the bytes.
    const bytes = checkedBytes(found.response);
    bytes.catch(() => {}); // a refusal is handled below, once loadPyodide passes it on
    try {
      const restore = { ...settings, _loadSnapshot: bytes, createPyodideModule: roomFor(bytes) };
      return { pyodide: await loadPlain(restore), outcome: USED };
    } catch (error) {
      const outcome = refusal(error);
      if (outcome === FAILED) console.info("Tavoliere: the memory snapshot did not restore; normal start.", error);
      await dropSnapshot();
      found.outcome = outcome;
    }
  }
  const plain = forSnapshot ? { ...settings, _makeSnapshot: true } : settings;
  return { pyodide: await loadPlain(plain), outcome: found.outcome };
}
