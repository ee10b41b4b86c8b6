"""Reviewer labels: ``services`` (writes: label, resolve, labelled sets, held-out looks),
``selectors`` (reads: queue, effective labels, agreement, adoption changes) and
``redaction`` (the decision as a reviewer may see it).

Import from those modules; the names are re-exported here for older callers.
"""

from grading.families import document_family
from grading.labels.redaction import REDACTED, decision_for_reviewer
from grading.labels.selectors import (
    Agreement,
    Effective,
    adoption_changes,
    decision_category,
    decision_family,
    decision_record,
    decisions_filtered,
    disputed_decisions,
    effective_label,
    judgement_of,
    labelled_category,
    labelled_rows,
    needed_doc_ids,
    passages_readable,
    review_queue,
    review_sample,
    reviewer_agreement,
    set_decisions,
    split_for,
)
from grading.labels.services import held_out_look_record, label_resolve, label_save, labelled_set_create
from grading.metrics.statistics import ANSWER_OUTCOMES

__all__ = [
    "ANSWER_OUTCOMES",
    "REDACTED",
    "Agreement",
    "Effective",
    "adoption_changes",
    "decision_category",
    "decision_family",
    "decision_for_reviewer",
    "decision_record",
    "decisions_filtered",
    "disputed_decisions",
    "document_family",
    "effective_label",
    "held_out_look_record",
    "judgement_of",
    "label_resolve",
    "label_save",
    "labelled_category",
    "labelled_rows",
    "labelled_set_create",
    "needed_doc_ids",
    "passages_readable",
    "review_queue",
    "review_sample",
    "reviewer_agreement",
    "set_decisions",
    "split_for",
]
