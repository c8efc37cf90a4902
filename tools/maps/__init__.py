"""Build-time map generators: pure Python, deterministic; their output is committed.

One module per map, each run as ``python -m tools.maps.<name>`` to rewrite its files and with
``--check`` to exit 1 if a committed file differs from what it would write (command.py; the
tests run the check for every generator).  ``tigris`` and ``aztlan`` draw designed boards
from their engines' data.  ``attila``, ``europa`` and ``vinci`` draw real Europe: their land is
Natural Earth's 1:50m land (edition 4.1.0, public domain, naturalearthdata.com), read from the
npm package ``world-atlas`` 2.0.2 (ISC licence; pinned in package.json's devDependencies and
installed by ``npm ci``) by natural_earth.py, projected once and simplified to what a board
needs.  Nothing reads ``node_modules`` at run time, and no generator needs the network; without
``npm ci`` the three Europe generators stop and say how to get the data.  Each map's borders,
coasts and sea zones come from design values (seeds, chains) in its module, tuned so that the
drawing gives exactly the adjacency the engine's board data holds; the tests compare the two.
"""
