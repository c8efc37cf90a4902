"""Tavoliere rule engines: pure Python, standard library only.

Each game lives in its own package (``game.tigris``, ``game.attila``, ...)
and exposes the Game protocol of :mod:`game.core.protocol` at module level.
:mod:`game.registry` finds them by name.  Nothing under ``game`` imports the
browser (``js``, ``pyscript``) or ``ui``.
"""
