"""Apps depend one way in their models and migrations too (issue #41 item 7), as their imports
do (tests/test_import_graph.py): portal → grading → retrieval, accounts on none of them.

A model relation (foreign key, one-to-one, many-to-many) from an app to a model of an app it
must not depend on, or a migration that depends on such an app's migration, is a violation.
Applied migrations are never edited: grading 0001 created the decision log's foreign key to
portal's question before the rule was checked here, and grading 0014 turned it into a plain
id; that one historical edge is listed, and no other may be added.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from django.apps import apps
from django.db.migrations.loader import MigrationLoader

FIRST_PARTY = ("accounts", "portal", "grading", "retrieval")
FORBIDDEN = {
    "accounts": {"portal", "grading", "retrieval"},
    "grading": {"portal"},
    "retrieval": {"portal", "grading"},
}
HISTORICAL_MIGRATION_EDGES = {(("grading", "0001_initial"), ("portal", "0001_initial"))}


def relation_edges(models: Iterable) -> list[tuple[str, str, str]]:
    """(model, field, related model) of every relation a model declares."""
    edges = []
    for model in models:
        for field in model._meta.get_fields():
            if field.is_relation and field.concrete and field.related_model is not None:
                edges.append((model._meta.label, field.name, field.related_model._meta.label))
    return edges


def relation_violations(edges: Iterable[tuple[str, str, str]]) -> list[str]:
    problems = []
    for source, name, target in edges:
        source_app, target_app = source.split(".")[0], target.split(".")[0]
        if target_app in FORBIDDEN.get(source_app, ()):
            problems.append(f"{source}.{name} -> {target}: {source_app} must not depend on {target_app}")
    return problems


def migration_violations(
    dependencies: Mapping[tuple[str, str], Iterable[tuple[str, str]]],
    historical: set = frozenset(),
) -> list[str]:
    problems = []
    for node, deps in sorted(dependencies.items()):
        for dep in deps:
            if dep[0] in FORBIDDEN.get(node[0], ()) and (node, tuple(dep[:2])) not in historical:
                problems.append(f"{node[0]}.{node[1]} depends on {dep[0]}.{dep[1]}")
    return problems


def test_model_relations_point_one_way():
    edges = relation_edges(m for m in apps.get_models() if m._meta.app_label in FIRST_PARTY)
    # The checker sees relations at all, the allowed portal → grading ones among them.
    assert ("portal.Question", "decision", "grading.Decision") in edges
    assert relation_violations(edges) == []


def test_migration_dependencies_point_one_way():
    loader = MigrationLoader(None, ignore_no_migrations=True)
    dependencies = {
        key: [tuple(d[:2]) for d in migration.dependencies if d[0] in FIRST_PARTY]
        for key, migration in loader.disk_migrations.items()
        if key[0] in FIRST_PARTY
    }
    assert ("grading", "0014_decision_question_reference") in dependencies
    assert migration_violations(dependencies, HISTORICAL_MIGRATION_EDGES) == []


def test_checkers_report_planted_violations():
    planted_relations = [
        ("grading.Decision", "question", "portal.Question"),
        ("retrieval.DocumentVersion", "label", "grading.Label"),
        ("accounts.Role", "user", "portal.Question"),
        ("portal.Feedback", "decision", "grading.Decision"),  # allowed
    ]
    assert relation_violations(planted_relations) == [
        "grading.Decision.question -> portal.Question: grading must not depend on portal",
        "retrieval.DocumentVersion.label -> grading.Label: retrieval must not depend on grading",
        "accounts.Role.user -> portal.Question: accounts must not depend on portal",
    ]
    planted_migrations = {
        ("grading", "0001_initial"): [("portal", "0001_initial")],  # historical, listed
        ("grading", "0015_planted"): [("grading", "0014_decision_question_reference"), ("portal", "0006_x")],
        ("retrieval", "0009_planted"): [("grading", "0014_decision_question_reference")],
        ("portal", "0007_planted"): [("grading", "0014_decision_question_reference")],  # allowed
    }
    assert migration_violations(planted_migrations, HISTORICAL_MIGRATION_EDGES) == [
        "grading.0015_planted depends on portal.0006_x",
        "retrieval.0009_planted depends on grading.0014_decision_question_reference",
    ]
    assert (
        migration_violations(planted_migrations)[0] == "grading.0001_initial depends on portal.0001_initial"
    )
