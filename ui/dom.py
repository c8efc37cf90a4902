"""The browser primitives the app needs, and nothing else (PyScript / Pyodide only).

Everything here is thin: find elements, set their HTML, listen to taps,
localStorage, files, timers.  No game logic and no text: those live in the
pure modules, which the CPython tests cover.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

try:  # Pyodide hands JavaScript's null to Python as ``jsnull`` (older releases: None)
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover - an older Pyodide
    jsnull = None

from .saves import StorageFull

document = js.document
_kept: list[Any] = []  # proxies that must live as long as the page


def absent(value: Any) -> bool:
    """Whether a value from JavaScript is null or undefined (``closest`` found nothing, an
    attribute is not set): never test those with ``is None`` alone."""
    return value is None or value is jsnull


def el(element_id: str) -> Any:
    """The element with this id, or None."""
    node = document.getElementById(element_id)
    return None if absent(node) else node


def set_html(element_id: str, html: str) -> None:
    node = el(element_id)
    if node is not None and node.innerHTML != html:
        node.innerHTML = html


def set_text(element_id: str, value: str) -> None:
    node = el(element_id)
    if node is not None:
        node.textContent = value


def target_sizes(selector: str) -> list[float]:
    """The on-screen size (px) of every element ``selector`` matches: the shorter side of its
    bounding box; elements not laid out (zero size) are left out."""
    sizes = []
    for node in document.querySelectorAll(selector):
        box = node.getBoundingClientRect()
        side = min(float(box.width), float(box.height))
        if side > 0:
            sizes.append(side)
    return sizes


def keep_hit_radius(element_id: str, px: float) -> None:
    """Set ``--hit-r`` on the board ``element_id``: ``px`` screen pixels in its map's units at the
    scale the map is drawn now (its zoom and the page's size), for the tap areas of ``ui.render``."""
    node = el(element_id)
    svg = node.querySelector("svg") if node is not None else None
    ctm = svg.getScreenCTM() if svg is not None else None
    if ctm is None or float(ctm.a) <= 0:
        return  # not laid out (another screen is on show): measured again when it is
    node.style.setProperty("--hit-r", f"{px / float(ctm.a):.2f}")


def scroll_to_middle(element_id: str) -> None:
    """Scroll a scrollable element so the middle of its content is in view."""
    node = el(element_id)
    if node is not None:
        node.scrollLeft = max(0, (int(node.scrollWidth) - int(node.clientWidth)) // 2)
        node.scrollTop = max(0, (int(node.scrollHeight) - int(node.clientHeight)) // 2)


def show_screen(name: str) -> None:
    """lobby | setup | table | handoff | end (the contract of ``document.body.dataset.screen``)."""
    document.body.dataset.screen = name


def listen(target: Any, event: str, handler: Callable[[Any], None]) -> None:
    proxy = create_proxy(handler)
    _kept.append(proxy)
    target.addEventListener(event, proxy)


def later(handler: Callable[[], None], ms: int = 0) -> None:
    """Run ``handler`` after ``ms`` milliseconds (lets the page paint first)."""

    def run(*_: Any) -> None:
        handler()

    proxy = create_proxy(run)
    _kept.append(proxy)
    js.setTimeout(proxy, ms)


class LocalStorage:
    """``window.localStorage`` as a :class:`ui.saves.Storage`."""

    def get(self, key: str) -> str | None:
        """The text under ``key``, None if there is none (JavaScript's null: never "jsnull")."""
        value = js.localStorage.getItem(key)
        return None if absent(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            js.localStorage.setItem(key, value)
        except Exception as exc:  # QuotaExceededError arrives as a JsException
            if "quota" in str(exc).lower() or "exceeded" in str(exc).lower():
                raise StorageFull(key) from exc
            raise

    def remove(self, key: str) -> None:
        js.localStorage.removeItem(key)

    def keys(self) -> list[str]:
        keys = (js.localStorage.key(i) for i in range(int(js.localStorage.length)))
        return [str(key) for key in keys if not absent(key)]  # a key removed meanwhile (another tab)


def now_iso() -> str:
    return str(js.Date.new().toISOString())


def new_id() -> str:
    return f"{int(js.Date.now()):x}{int(js.Math.random() * 0xFFFFFF):06x}"


def random_seed() -> int:
    return int(js.Math.floor(js.Math.random() * 2**31))


def browser_langs() -> list[str]:
    langs = js.navigator.languages
    if langs is not None and int(langs.length) > 0:
        return [str(langs[i]) for i in range(int(langs.length))]
    return [str(js.navigator.language or "")]


def local_date(iso: str, lang: str) -> str:
    try:
        when = js.Date.new(iso)
        return str(
            when.toLocaleString(
                "it-IT" if lang == "it" else "en-GB", js.JSON.parse('{"dateStyle":"medium","timeStyle":"short"}')
            )
        )
    except Exception:
        return iso


def download(filename: str, content: str, mime: str = "application/json") -> None:
    """Offer ``content`` as a file to save (the export)."""
    blob = js.Blob.new([content], js.JSON.parse(json.dumps({"type": mime})))
    _offer(filename, blob)


def download_png(filename: str, svg: str) -> None:
    """Offer an SVG image as a PNG file: drawn on a canvas at the SVG's own size."""
    blob = js.Blob.new([svg], js.JSON.parse('{"type":"image/svg+xml"}'))
    url = js.URL.createObjectURL(blob)
    image = js.Image.new()

    def drawn(png: Any) -> None:
        if not absent(png):
            _offer(filename, png)

    def loaded(*_: Any) -> None:
        canvas = document.createElement("canvas")
        canvas.width = image.naturalWidth
        canvas.height = image.naturalHeight
        canvas.getContext("2d").drawImage(image, 0, 0)
        js.URL.revokeObjectURL(url)
        proxy = create_proxy(drawn)
        _kept.append(proxy)
        canvas.toBlob(proxy, "image/png")

    proxy = create_proxy(loaded)
    _kept.append(proxy)
    image.onload = proxy
    image.src = url


def _offer(filename: str, blob: Any) -> None:
    url = js.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = filename
    document.body.appendChild(link)
    link.click()
    link.remove()
    later(lambda: js.URL.revokeObjectURL(url), 1000)


async def fetch_text(url: str) -> str | None:
    try:
        response = await js.fetch(url)
        if not response.ok:
            return None
        return str(await response.text())
    except Exception:
        return None


async def read_file(input_el: Any) -> str | None:
    files = input_el.files
    if files is None or int(files.length) == 0:
        return None
    return str(await files.item(0).text())


async def persist_storage() -> bool | None:
    """Ask the browser to keep our storage (None: the browser cannot say)."""
    storage = getattr(js.navigator, "storage", None)
    if storage is None or not hasattr(storage, "persist"):
        return None
    try:
        return bool(await storage.persist())
    except Exception:
        return None
