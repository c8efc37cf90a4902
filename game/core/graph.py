"""Graph helpers for region maps: adjacency as ``dict[id, frozenset[id]]``.

>>> adj = symmetric({"a": {"b"}, "b": set(), "c": set()})
>>> sorted(adj["b"])
['a']
>>> components(adj, ["a", "b", "c"])
[['a', 'b'], ['c']]
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import TypeVar

K = TypeVar("K", bound=Hashable)


def symmetric(edges: Mapping[K, Iterable[K]]) -> dict[K, frozenset[K]]:
    """The undirected adjacency of a list of edges given one way or both."""
    out: dict[K, set[K]] = {k: set() for k in edges}
    for a, bs in edges.items():
        for b in bs:
            if a == b:
                raise ValueError(f"{a!r} is adjacent to itself")
            out.setdefault(b, set()).add(a)
            out[a].add(b)
    return {k: frozenset(v) for k, v in out.items()}


def asymmetries(adj: Mapping[K, Iterable[K]]) -> list[tuple[K, K]]:
    """Pairs (a, b) where b is listed next to a but a is not next to b."""
    return [(a, b) for a, bs in adj.items() for b in bs if a not in adj.get(b, ())]


def reachable(adj: Mapping[K, Iterable[K]], start: K, allowed: Callable[[K], bool] | None = None) -> set[K]:
    """Every node reachable from ``start`` through nodes where ``allowed`` holds."""
    seen = {start}
    todo = [start]
    while todo:
        node = todo.pop()
        for nxt in adj.get(node, ()):
            if nxt not in seen and (allowed is None or allowed(nxt)):
                seen.add(nxt)
                todo.append(nxt)
    return seen


def components(adj: Mapping[K, Iterable[K]], nodes: Iterable[K]) -> list[list[K]]:
    """The connected components of the subgraph induced by ``nodes``,
    each sorted, in order of their smallest node."""
    pool = set(nodes)
    out = []
    for node in sorted(pool, key=repr):
        if node in pool:
            comp = reachable(adj, node, pool.__contains__)
            pool -= comp
            out.append(sorted(comp, key=repr))
    return sorted(out, key=lambda c: repr(c[0]))


def is_connected(adj: Mapping[K, Iterable[K]], nodes: Iterable[K]) -> bool:
    """Whether ``nodes`` form one connected piece (an empty set counts)."""
    return len(components(adj, nodes)) <= 1
