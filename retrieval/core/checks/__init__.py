"""Non-score checks of the sufficiency gate (SPEC §4 step 6): topic, target, period, item, parts, one module
each (``common`` holds what they share), re-exported here (docs/design-notes.md)."""

from retrieval.core.checks.common import (
    ALL_CHECKS,
    CHECK_ITEM,
    CHECK_PARTS,
    CHECK_PERIOD,
    CHECK_SENTENCES,
    CHECK_TARGET,
    CHECK_TOPIC,
    CHECK_UNIT,
    passage_text,
)
from retrieval.core.checks.item import (
    ITEM_LABEL,
    ITEM_VALUE,
    NEGATION,
    ItemAsk,
    check_item,
    item_asks,
    states_nothing_here,
)
from retrieval.core.checks.parts import (
    CheckResult,
    Finding,
    PartResult,
    check_part,
    part_label,
    question_parts,
    run_checks,
)
from retrieval.core.checks.period import (
    check_period,
    format_day,
)
from retrieval.core.checks.target import (
    check_places,
    check_target,
    found_targets,
    passage_targets,
)
from retrieval.core.checks.topic import (
    DROP_OFF_TOPIC,
    TOPIC_MIN_COVERAGE,
    TopicCoverage,
    TopicWord,
    topic_coverage,
    topic_filter,
    topic_words,
)

__all__ = [
    "ALL_CHECKS",
    "CHECK_ITEM",
    "CHECK_PARTS",
    "CHECK_SENTENCES",
    "CHECK_PERIOD",
    "CHECK_TARGET",
    "CHECK_TOPIC",
    "CHECK_UNIT",
    "CheckResult",
    "DROP_OFF_TOPIC",
    "Finding",
    "ITEM_LABEL",
    "ITEM_VALUE",
    "ItemAsk",
    "NEGATION",
    "PartResult",
    "TOPIC_MIN_COVERAGE",
    "TopicCoverage",
    "TopicWord",
    "check_item",
    "check_part",
    "check_period",
    "check_places",
    "check_target",
    "format_day",
    "item_asks",
    "part_label",
    "found_targets",
    "passage_targets",
    "passage_text",
    "question_parts",
    "run_checks",
    "states_nothing_here",
    "topic_coverage",
    "topic_filter",
    "topic_words",
]
