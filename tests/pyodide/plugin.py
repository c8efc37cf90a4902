"""pytest plugin for the in-Pyodide run (tests/pyodide/run.mjs); CPython runs never load it.

Five adjustments, all printed in the run's header so nothing is dropped silently:

- a test whose code calls ``subprocess``, or marked ``processes`` (multiprocessing), cannot run
  in a browser runtime (WebAssembly has no processes); it is deselected here and still runs
  in CPython;
- a test that uses a map generator of ``tools/maps/`` checks a build-time script, which only
  ever runs in CPython (its floating-point text output may differ in the last digit under
  WebAssembly's libm); it still runs in CPython;
- the arena's tests (``tests/bots/test_arena.py``) check a command-line tool, ``tools/arena.py``,
  that only ever runs in CPython, as the tests of ``tests/tools/`` (never run here) do; its
  statistical games cost 30 s in WebAssembly;
- the generic conformance test keeps one case per game: the full matrix already runs in
  CPython, and one random game per engine is enough to catch wasm-only breakage (integer
  width, hashing, recursion depth, missing stdlib modules) within the CI budget;
- likewise a parametrized test of the bots (``tests/bots/``) keeps its first case: the bots are
  the same Python over the same engines, their every case runs in CPython, and their cases
  cost minutes in WebAssembly (260 s of CI's background lane, which ran beside pytest as long
  as pytest did).
"""

from __future__ import annotations

import pytest

CONFORMANCE_TEST = "tests/test_conformance.py::test_random_game_conforms"
BOT_TESTS = "tests/bots/"
MAP_TOOLS = "tools.maps"
CPYTHON_TOOL_TESTS = ("tests/bots/test_arena.py",)


def _needs_subprocess(item: pytest.Item) -> bool:
    if item.get_closest_marker("processes") is not None:
        return True
    function = getattr(item, "function", None)
    return function is not None and "subprocess" in function.__code__.co_names


def _uses_map_generator(item: pytest.Item) -> bool:
    """The test, or a fixture it asks for (a map written once per module), calls a map tool."""
    function = getattr(item, "function", None)
    if function is None:
        return False
    info = getattr(item, "_fixtureinfo", None)
    fixtures = [d.func for defs in (info.name2fixturedefs.values() if info else ()) for d in defs]
    for func in (function, *fixtures):
        code, names = getattr(func, "__code__", None), getattr(func, "__globals__", {})
        for name in code.co_names if code else ():
            value = names.get(name)
            if getattr(value, "__name__", "").startswith(MAP_TOOLS) or getattr(value, "__module__", "").startswith(
                MAP_TOOLS
            ):
                return True
    return False


def _tests_a_cpython_tool(item: pytest.Item) -> bool:
    return item.nodeid.split("::", 1)[0] in CPYTHON_TOOL_TESTS


def _game_of(item: pytest.Item) -> str:
    return item.nodeid.split("[", 1)[1].split("-", 1)[0]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    games_seen: set[str] = set()
    bot_functions: set[str] = set()
    bot_cases: list[str] = []
    for item in items:
        if _needs_subprocess(item) or _uses_map_generator(item) or _tests_a_cpython_tool(item):
            dropped.append(item)
        elif item.nodeid.startswith(CONFORMANCE_TEST + "["):
            game = _game_of(item)
            (dropped if game in games_seen else keep).append(item)
            games_seen.add(game)
        elif item.nodeid.startswith(BOT_TESTS) and "[" in item.nodeid:
            function = item.nodeid.split("[", 1)[0]
            if function in bot_functions:
                dropped.append(item)
                bot_cases.append(item.nodeid)
            else:
                keep.append(item)
                bot_functions.add(function)
        else:
            keep.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep
    subprocess_tests = [i.nodeid for i in dropped if _needs_subprocess(i)]
    map_tests = [i.nodeid for i in dropped if _uses_map_generator(i)]
    tool_tests = [i.nodeid for i in dropped if _tests_a_cpython_tool(i) and not _needs_subprocess(i)]
    print(f"\nin Pyodide: {len(subprocess_tests)} subprocess tests left to CPython: {subprocess_tests}")
    print(f"in Pyodide: {len(map_tests)} map-generator (build-time) tests left to CPython: {map_tests}")
    print(f"in Pyodide: {len(tool_tests)} tests of command-line tools left to CPython: {CPYTHON_TOOL_TESTS}")
    print(f"in Pyodide: conformance keeps one case per game: {sorted(games_seen)}")
    print(f"in Pyodide: {len(bot_cases)} further cases of {len(bot_functions)} parametrized bot tests left to CPython")


#: How many of the most expensive tests the run lists at its end (design value).
SLOWEST_SHOWN = 10
_cpu_seconds: dict[str, float] = {}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> object:
    # process_time: CPU time where the platform has it (under Emscripten it may be wall time).
    import time

    start = time.process_time()
    try:
        return (yield)
    finally:
        _cpu_seconds[item.nodeid] = time.process_time() - start


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _cpu_seconds:
        return
    total = sum(_cpu_seconds.values())
    terminalreporter.write_line(f"in Pyodide: {total:.0f} s spent in tests; the most expensive:")
    for nodeid, seconds in sorted(_cpu_seconds.items(), key=lambda kv: -kv[1])[:SLOWEST_SHOWN]:
        terminalreporter.write_line(f"  {seconds:7.1f} s  {nodeid}")
