"""Serve the app's static tree on localhost, optionally under a sub-path.

    python3 tools/serve.py [--port 8000] [--prefix /tavoliere/] [--root DIR]

The app is a static page, so this is only a development server: it sends the right MIME
types (application/wasm lets the browser compile Pyodide while it downloads) and
``Cache-Control: no-cache`` so an edited file is always seen.  ``--prefix`` serves the tree
under a sub-path the way GitHub Pages does (``https://user.github.io/<repo>/``); anything
outside the prefix is a 404.  The e2e tests and the benchmark use :class:`Server`.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: Types the standard table lacks or gets wrong for this app.
EXTRA_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
}
DEFAULT_PORT = 8000  # design value


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **EXTRA_TYPES}
    prefix = "/"
    quiet = False

    def translate_path(self, path: str) -> str:
        return super().translate_path("/" + path[len(self.prefix) :])

    def send_head(self) -> Any:
        if self.path == self.prefix.rstrip("/"):  # /tavoliere -> /tavoliere/, as Pages does
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.end_headers()
            return None
        if not self.path.startswith(self.prefix):  # outside the sub-path nothing exists
            self.send_error(404)
            return None
        return super().send_head()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        if not self.quiet:
            super().log_message(format, *args)


class _HTTPServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser closing a tab mid-download resets the connection: normal, not worth a traceback.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class Server:
    """A threaded static server on 127.0.0.1 (port 0 = any free port), usable as a context manager.

    ``url`` is the page's address, ending with the prefix.
    """

    def __init__(self, root: Path = ROOT, port: int = 0, prefix: str = "/", quiet: bool = True) -> None:
        prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
        handler = type("Handler", (_Handler,), {"prefix": prefix, "quiet": quiet})
        self._httpd = _HTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(root)))
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}{prefix}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    def start(self) -> Server:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def serve_forever(self) -> None:
        self._httpd.serve_forever()

    def __enter__(self) -> Server:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 tools/serve.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /tavoliere/")
    parser.add_argument("--root", type=Path, default=ROOT, help="the folder to serve (default: the repository)")
    args = parser.parse_args(argv)
    server = Server(args.root, args.port, args.prefix, quiet=False)
    print(f"Tavoliere is served at {server.url}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
