"""The table: lobby, board, hand-off, saves, log, undo, i18n (PyScript side).

Pure-Python modules here (controller, saves, i18n, render) run in CPython for
the tests; only ``main.py`` and ``dom.py`` touch the browser.
"""
