"""Non-score checks of the sufficiency gate (SPEC §4 step 6): topic, target, period, item,
parts — one module each (``topic``, ``target``, ``period``, ``item``, ``parts``; ``common``
holds what they share). The public names are re-exported here.

Topic (``topic_filter``; check name ``"topic"``, on or off per gate configuration like the
others): kept evidence must be *about the asked subject*, not merely state a date or an
amount. The question's content words — its kanji/katakana/latin runs without identifiers,
regions, dates (the target and period checks own those) and ask words
(期限・いつ・いくら・月額・誰・必要… ``analysis.ASK_WORDS``) — are cut into reference
bigrams. A bigram is covered when it occurs in the title, headings or text of the kept
passages of the candidate's version (one okurigana may sit between two kanji: 申出 ~
申し出), or, inside a synonym word of the question, when another word of that synonym group
does (資料 ~ 文書). A version covering fewer than ``TOPIC_MIN_COVERAGE`` of the bigrams is
off-topic: its passages leave the kept set (``drop_reason = "off_topic"``) before the
decision value is taken, so they are neither scored, nor cited, nor "found instead".

When nothing on-topic remains, the pipeline holds with ``below_threshold`` — exactly as when
selection keeps nothing (SPEC has no code of its own for this, and a replay at another
threshold treats it the same way: nothing kept holds whatever the threshold). It is not
``item_not_stated``, which says the right rule was found without the asked item. The hold
names the asker's words that were not found (「通勤手当規程」は見つかりましたが、
「在宅勤務手当」についての記載は確認できませんでした。), from visible passages only.

Each kept candidate is checked against each part of the question. A candidate that passes
every check that is on *supports* the part. A part with no support is unconfirmed; its hold
reasons are the failures of the *nearest* kept candidate (fewest failed checks, then one
that states the asked item, then selection order); every kept candidate is reported as
what was found instead, nearest first.
Only kept candidates are looked at, so nothing outside the visible collection is named.
"""

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
