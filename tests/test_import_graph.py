"""Dependencies point one way (STYLE.md): a walk over the first-party import graph.

Every module of the first-party packages is parsed (``ast``, never imported) and every
``import`` / ``from … import`` in it counts, at the top level or inside a function, class
or ``if`` block, as does ``importlib.import_module("…")`` with a literal name. An import of
``a.b.c`` is an edge to the deepest first-party module it names (``from a.b import c``
is an edge to ``a.b.c`` when that is a module, else to ``a.b``), as import-linter's
grimp counts them. The rules:

- ``accounts`` (roles) imports no other first-party package;
- ``grading`` imports nothing from ``portal``;
- ``retrieval`` imports nothing from ``portal`` or ``grading``;
- ``retrieval.core`` (the pure pipeline) imports no Django (nor DRF, Celery) and no
  first-party module outside ``retrieval.core`` except the model files
  (``retrieval.modelfiles``, which its encoders load);
- ``retrieval.modelfiles`` (model-file conversion) imports no Django and no first-party
  module outside ``retrieval.modelfiles``;
- no import cycle among first-party modules (each is reported with its path).

``test_checker_reports_planted_violations`` runs the same checker on a throwaway tree with
one violation of each kind, so a checker that finds nothing cannot pass unnoticed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("accounts", "portal", "grading", "retrieval")
DJANGO_WORLD = ("django", "rest_framework", "drf_spectacular", "celery", "kombu")
# Plain-Python packages: no Django world, and first-party imports only from these packages.
PURE_PACKAGES = {
    "retrieval.core": ("retrieval.core", "retrieval.modelfiles"),
    "retrieval.modelfiles": ("retrieval.modelfiles",),
}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    line: int

    def __str__(self) -> str:
        return f"{self.source} -> {self.target} (line {self.line})"


def module_files(root: Path, packages: Iterable[str]) -> dict[str, Path]:
    """Dotted module name -> file, for every .py file under the packages."""
    modules: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def _is_package(name: str, modules: dict[str, Path]) -> bool:
    return modules[name].name == "__init__.py"


def _absolute(module: str, level: int, name: str | None, modules: dict[str, Path]) -> str:
    """The absolute name of a relative ``from`` import inside ``module``."""
    if not level:
        return name or ""
    parts = module.split(".")
    base = parts if _is_package(module, modules) else parts[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, name] if name else base)


def _imported_names(module: str, tree: ast.AST, modules: dict[str, Path]) -> list[tuple[str, int]]:
    """Every name imported anywhere in the module, with its line."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(module, node.level, node.module, modules)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.append((submodule if submodule in modules else base, node.lineno))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.args[0].value, node.lineno))
    return found


def _deepest_module(name: str, modules: dict[str, Path]) -> str | None:
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def import_graph(root: Path, packages: Iterable[str]) -> tuple[list[Edge], list[Edge]]:
    """(edges between first-party modules, edges from first-party modules to anything else)."""
    modules = module_files(root, packages)
    internal: list[Edge] = []
    external: list[Edge] = []
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name, line in _imported_names(module, tree, modules):
            target = _deepest_module(name, modules)
            if target is None:
                external.append(Edge(module, name, line))
            elif target != module:
                internal.append(Edge(module, target, line))
    return list(dict.fromkeys(internal)), list(dict.fromkeys(external))  # one per line


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def layer_violations(internal: list[Edge], external: list[Edge]) -> list[str]:
    """Every import that points the wrong way, as 'rule: source -> target (line n)'."""
    forbidden = [
        ("accounts", ("portal", "grading", "retrieval"), "accounts imports no other first-party package"),
        ("grading", ("portal",), "grading must not import portal"),
        ("retrieval", ("portal", "grading"), "retrieval must not import portal or grading"),
    ]
    problems = []
    for edge in internal:
        for source, targets, rule in forbidden:
            if _within(edge.source, source) and any(_within(edge.target, t) for t in targets):
                problems.append(f"{rule}: {edge}")
        for source, allowed in PURE_PACKAGES.items():
            if _within(edge.source, source) and not any(_within(edge.target, a) for a in allowed):
                problems.append(f"{source} imports only {' and '.join(allowed)}: {edge}")
    for edge in external:
        for source in PURE_PACKAGES:
            if _within(edge.source, source) and any(_within(edge.target, d) for d in DJANGO_WORLD):
                problems.append(f"{source} must not import {edge.target.split('.')[0]}: {edge}")
    return problems


def import_cycles(internal: list[Edge]) -> list[list[str]]:
    """One cycle path (first module repeated at the end) per strongly connected component."""
    graph: dict[str, set[str]] = {}
    for edge in internal:
        graph.setdefault(edge.source, set()).add(edge.target)
        graph.setdefault(edge.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[set[str]] = []

    def connect(node: str) -> None:  # Tarjan; the graph is a few hundred modules deep at most
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(component)

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return [_cycle_path(graph, component) for component in components]


def _cycle_path(graph: dict[str, set[str]], component: set[str]) -> list[str]:
    """The shortest way from the component's first module back to itself."""
    start = min(component)
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt in sorted(graph[node] & component):
                if nxt == start:
                    chain = [node]
                    while chain[-1] != start:
                        chain.append(previous[chain[-1]])
                    return [*reversed(chain), start]
                if nxt not in previous:
                    previous[nxt] = node
                    following.append(nxt)
        frontier = following
    raise AssertionError(f"no cycle through {start} in {sorted(component)}")


def test_first_party_modules_are_all_walked():
    modules = module_files(ROOT, PACKAGES)
    internal, _ = import_graph(ROOT, PACKAGES)
    assert {
        "accounts.roles",
        "portal.questions",
        "grading.views",
        "retrieval.core.pipeline",
        "retrieval.modelfiles.e5",
    } <= set(modules)
    assert len(modules) > 100 and len(internal) > 200


def test_dependencies_point_one_way():
    internal, external = import_graph(ROOT, PACKAGES)
    problems = layer_violations(internal, external)
    assert not problems, "imports pointing the wrong way:\n" + "\n".join(problems)


def test_no_import_cycles_among_first_party_modules():
    internal, _ = import_graph(ROOT, PACKAGES)
    cycles = import_cycles(internal)
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_checker_reports_planted_violations(tmp_path):
    _write(
        tmp_path,
        {
            "accounts/__init__.py": "",
            "accounts/roles.py": "REVIEWER = 'reviewer'\n",
            "accounts/checks.py": "from grading import views\n",
            "portal/__init__.py": "",
            "portal/roles.py": "from accounts.roles import REVIEWER\n",
            "portal/a.py": "def f():\n    from . import b\n",  # relative, inside a function
            "portal/b.py": "import portal.c\n",
            "portal/c.py": "from portal import a\n",
            "grading/__init__.py": "",
            "grading/views.py": "def view():\n    from portal.roles import REVIEWER\n",
            "retrieval/__init__.py": "",
            "retrieval/models.py": "import importlib\nimportlib.import_module('grading.views')\n",
            "retrieval/core/__init__.py": "",
            "retrieval/core/pipeline.py": (
                "if True:\n    from django.conf import settings\nfrom retrieval import models\n"
            ),
            "retrieval/core/text.py": "import re\nfrom retrieval.modelfiles import e5\n",
            "retrieval/modelfiles/__init__.py": "",
            "retrieval/modelfiles/e5.py": "import numpy\n",
            "retrieval/modelfiles/reranker.py": (
                "from retrieval.modelfiles import e5\nfrom retrieval.core import text\nimport celery\n"
            ),
        },
    )
    internal, external = import_graph(tmp_path, PACKAGES)
    assert sorted(layer_violations(internal, external)) == [
        "accounts imports no other first-party package: accounts.checks -> grading.views (line 1)",
        "grading must not import portal: grading.views -> portal.roles (line 2)",
        "retrieval must not import portal or grading: retrieval.models -> grading.views (line 2)",
        "retrieval.core imports only retrieval.core and retrieval.modelfiles: "
        "retrieval.core.pipeline -> retrieval.models (line 3)",
        "retrieval.core must not import django: retrieval.core.pipeline -> django.conf (line 2)",
        "retrieval.modelfiles imports only retrieval.modelfiles: "
        "retrieval.modelfiles.reranker -> retrieval.core.text (line 2)",
        "retrieval.modelfiles must not import celery: retrieval.modelfiles.reranker -> celery (line 3)",
    ]
    assert import_cycles(internal) == [["portal.a", "portal.b", "portal.c", "portal.a"]]


def test_checker_passes_a_tree_that_points_one_way(tmp_path):
    _write(
        tmp_path,
        {
            "accounts/__init__.py": "",
            "accounts/roles.py": "from django.contrib.auth.models import Group\n",
            "portal/__init__.py": "",
            "portal/views.py": "from grading import views\nfrom retrieval.core import text\n",
            "grading/__init__.py": "",
            "grading/views.py": "from accounts.roles import Group\nfrom retrieval import models\n",
            "retrieval/__init__.py": "",
            "retrieval/models.py": "from accounts import roles\nfrom retrieval.core.text import x\n",
            "retrieval/core/__init__.py": "",
            "retrieval/core/text.py": "import numpy\nfrom retrieval.modelfiles.e5 import ensure_e5_model\n",
            "retrieval/modelfiles/__init__.py": "",
            "retrieval/modelfiles/e5.py": "from filelock import FileLock\nfrom retrieval.modelfiles import cache\n",
            "retrieval/modelfiles/cache.py": "import os\n",
        },
    )
    internal, external = import_graph(tmp_path, PACKAGES)
    assert layer_violations(internal, external) == []
    assert import_cycles(internal) == []
    assert Edge("retrieval.models", "retrieval.core.text", 2) in internal
    assert Edge("retrieval.core.text", "retrieval.modelfiles.e5", 2) in internal
