"""The Chromium the e2e tests and the benchmarks drive: where it is and how it starts here."""

from __future__ import annotations

import os

#: Debian's chromium (``make setup`` installs it); ``TAVOLIERE_CHROMIUM`` names another.
CHROMIUM = os.environ.get("TAVOLIERE_CHROMIUM", "/usr/bin/chromium")
#: Flags that work in this sandboxed, network-less environment.
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
