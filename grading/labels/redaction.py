"""The decision as a reviewer may see it: what the reviewer may not read is withheld."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from grading import scope
from grading.models import Decision, Label
from retrieval.core.messages import verbatim
from retrieval.core.types import SCORE_NAMES
from retrieval.hold_language import HOLD_TEXTS
from retrieval.models import DocumentVersion
from retrieval.selectors import user_reading_groups, versions_readable

REDACTED = scope.REDACTED


def decision_for_reviewer(
    *, decision: Decision, reviewer, other_labels: Iterable[Label] = ()
) -> dict[str, Any]:
    """Everything logged, with what the reviewer may not read replaced by ``REDACTED``.

    A version is readable if it shares a reading group with the reviewer (by version id);
    anything else — titles, quotes, statements citing it, hold texts naming it, its
    document's owner and contact — is withheld, never shown. Deleted versions fail closed.
    Other reviewers' free text (notes, scope) is withheld too when any version is: they may read more.
    Outside the reviewer's scope (``grading.scope``) the question and every string derived from
    it are withheld as well: only codes, scores and counts remain.
    """
    candidates = list(decision.candidates or ())
    response = dict(decision.response or {})
    citations = list(response.get("citations") or ())
    notes = list(response.get("not_in_force") or ())  # rules named though not in force on the day
    rows = [*candidates, *citations, *notes]
    groups = user_reading_groups(user=reviewer)
    hidden = _hidden_versions(rows=rows, groups=groups)
    secrets, contacts_unknown = _secrets(rows=rows, hidden=hidden)
    withhold = _Withholding(secrets=secrets, hidden_numbers=_hidden_numbers(citations, hidden=hidden))
    shown_candidates = _shown_candidates(candidates, hidden=hidden)
    shown_notes = _shown_notes(notes, hidden=hidden)
    shown = {
        "candidates": shown_candidates,
        "not_in_force": shown_notes,
        "timings_ms": _timings_for_reviewer(decision.timings_ms or {}, shown_notes),
        # What the asker was shown: the bold lead answers, the statements, the asks left unconfirmed.
        "statements": [withhold.cited_text(s) for s in response.get("statements") or ()],
        "answers": [withhold.cited_text(a) for a in response.get("answers") or ()],
        "unconfirmed_asks": [withhold.clean(str(a))[0] for a in response.get("unconfirmed_asks") or ()],
        "citations": _shown_citations(citations, hidden=hidden),
        "hold": _shown_hold(response.get("hold"), withhold=withhold, contacts_unknown=contacts_unknown),
        "outcome": response.get("outcome", decision.outcome),
        "hidden_count": len(hidden),
        "readable_candidates": [c for c in shown_candidates if not c["redacted"]],
        "error": withhold.clean(decision.error or "")[0],
        "other_labels": _other_labels(other_labels, any_hidden=bool(hidden)),
    }
    if scope.decision_in_scope(decision, groups):
        return {**shown, "in_scope": True, "question_text": decision.question_text}
    return _out_of_scope(shown)


def _hidden_versions(*, rows: list[dict[str, Any]], groups) -> set[str]:
    """The version ids the rows name that the reviewer's groups may not read."""
    version_ids = {str(c.get("version_id")) for c in rows if c.get("version_id")}
    numeric = [int(v) for v in version_ids if v.isdigit()]
    readable = {
        str(pk) for pk in versions_readable(groups=groups).filter(pk__in=numeric).values_list("pk", flat=True)
    }
    return version_ids - readable


def _secrets(*, rows: list[dict[str, Any]], hidden: set[str]) -> tuple[set[str], bool]:
    """(every string that names a hidden version: title, quote, doc id, owner, contact; whether
    a hidden version is gone so its owner and contact are unknown)."""
    secrets = {
        str(c.get(k) or "")
        for c in rows
        if str(c.get("version_id")) in hidden
        for k in ("title", "quote", "doc_id")
    }
    resolved: set[str] = set()
    for v in DocumentVersion.objects.filter(pk__in=[int(x) for x in hidden if x.isdigit()]):
        resolved.add(str(v.pk))
        secrets.update({v.title, v.owner, v.contact})
    # A deleted hidden version's owner and contact are no longer known (the log keeps neither),
    # so a hold's contact lines cannot be checked against them: withhold them all.
    contacts_unknown = bool(hidden - resolved)
    return {s.strip() for s in secrets if s and s.strip()}, contacts_unknown


def _hidden_numbers(citations: list[dict[str, Any]], *, hidden: set[str]) -> set[Any]:
    return {c.get("number") for c in citations if str(c.get("version_id")) in hidden}


@dataclass(frozen=True)
class _Withholding:
    """What a text shown to the reviewer must not contain or cite."""

    secrets: set[str]
    hidden_numbers: set[Any]

    def clean(self, text: str) -> tuple[str, bool]:
        return (REDACTED, True) if any(s in text for s in self.secrets) else (text, False)

    def cited_text(self, s: dict[str, Any]) -> dict[str, Any]:
        """A statement or answer, withheld when it cites a hidden version (or cites nothing while
        one is hidden) or names one."""
        nums = set(s.get("citations") or ())
        withheld = bool(nums & self.hidden_numbers) or (not nums and bool(self.hidden_numbers))
        text, leaked = self.clean(s.get("text", ""))
        return {
            "text": REDACTED if withheld or leaked else text,
            "citations": sorted(nums),
            "redacted": withheld or leaked,
        }


def _shown_candidates(candidates: list[dict[str, Any]], *, hidden: set[str]) -> list[dict[str, Any]]:
    shown = []
    for c in candidates:
        row = dict(c)
        # Every key the page reads is present: a failed template lookup is logged with the row.
        row.setdefault("ask_value", None)
        row["redacted"] = str(c.get("version_id")) in hidden
        if row["redacted"]:
            for key in ("title", "doc_id", "version", "passage_id", "version_id"):
                row[key] = REDACTED if key == "title" else ""
        shown.append(row)
    return shown


def _shown_citations(citations: list[dict[str, Any]], *, hidden: set[str]) -> list[dict[str, Any]]:
    return [
        {"number": c.get("number"), "redacted": True, "title": REDACTED}
        if str(c.get("version_id")) in hidden
        else {**c, "redacted": False}
        for c in citations
    ]


def _shown_hold(
    hold: dict[str, Any] | None, *, withhold: _Withholding, contacts_unknown: bool
) -> dict[str, Any] | None:
    if not hold:
        return None
    shown = {key: [withhold.clean(str(x))[0] for x in hold.get(key) or ()] for key in HOLD_TEXTS}
    shown["reasons"] = list(hold.get("reasons") or ())
    if contacts_unknown:
        shown["contacts"] = [REDACTED for _ in hold.get("contacts") or ()]
    # Each kept line's message, for the reviewer's language; a withheld line's is withheld.
    messages = hold.get("messages") or {}
    shown["messages"] = {
        key: [
            verbatim(REDACTED).to_dict() if line == REDACTED else message
            for line, message in zip(shown[key], messages.get(key) or (), strict=True)
        ]
        for key in HOLD_TEXTS
        if len(messages.get(key) or ()) == len(shown[key])
    }
    return shown


def _shown_notes(notes: list[dict[str, Any]], *, hidden: set[str]) -> list[dict[str, Any]]:
    return [
        {"title": REDACTED, "redacted": True}
        if str(n.get("version_id")) in hidden
        else {
            **{k: n.get(k) for k in ("title", "doc_id", "version", "valid_from", "valid_to", "sentence")},
            "redacted": False,
        }
        for n in notes
    ]


def _other_labels(other_labels: Iterable[Label], *, any_hidden: bool) -> list[dict[str, Any]]:
    return [
        {
            "reviewer": x.reviewer.get_username(),
            "evidence": x.get_evidence_display(),
            "verdict": x.get_verdict_display(),
            "hold_appropriate": x.get_hold_appropriate_display(),
            # Free text may quote part of a hidden version; exact matching cannot catch
            # that, so it is withheld whole whenever the decision involves one.
            "evidence_scope": REDACTED if any_hidden and x.evidence_scope else x.evidence_scope,
            "note": REDACTED if any_hidden and x.note else x.note,
        }
        for x in other_labels
    ]


def _timings_for_reviewer(timings: dict[str, Any], notes: list[dict[str, Any]]) -> dict[str, Any]:
    """The stage timings, without the not-in-force stage unless the reviewer sees every note:
    its time says whether the asker reads versions out of force on the 基準日 (none: about
    0 ms), which a reviewer who cannot read them must not learn."""
    if notes and not any(n["redacted"] for n in notes):
        return dict(timings)
    return {k: v for k, v in timings.items() if k != "not_in_force"}


def _out_of_scope(shown: dict[str, Any]) -> dict[str, Any]:
    """The decision as counts and codes only: which versions were found, what was quoted and
    what the hold says all derive from a question the reviewer may not see."""
    withheld = scope.OUT_OF_SCOPE
    keep = SCORE_NAMES
    candidates = [
        {
            **{k: c.get(k) for k in keep},
            **{k: c.get(k) for k in ("bucket", "kept", "cited", "drop_reason")},
            "title": withheld,
            "redacted": True,
        }
        for c in shown["candidates"]
    ]
    hold = shown["hold"]
    if hold is not None:
        hold = {
            key: (list(value) if key == "reasons" else [withheld for _ in value])
            for key, value in hold.items()
            if key != "messages"  # every line is withheld: nothing to render
        }
    return {
        **shown,
        "in_scope": False,
        "question_text": withheld,
        "candidates": candidates,
        "readable_candidates": [],
        "statements": [{**s, "text": withheld, "redacted": True} for s in shown["statements"]],
        "answers": [{**a, "text": withheld, "redacted": True} for a in shown["answers"]],
        "unconfirmed_asks": [withheld for _ in shown["unconfirmed_asks"]],
        "citations": [
            {"number": c.get("number"), "redacted": True, "title": withheld} for c in shown["citations"]
        ],
        "hold": hold,
        "not_in_force": [{"title": withheld, "redacted": True} for _ in shown["not_in_force"]],
        "error": withheld if shown["error"] else "",
        "other_labels": [
            {
                **x,
                "evidence_scope": withheld if x["evidence_scope"] else "",
                "note": withheld if x["note"] else "",
            }
            for x in shown["other_labels"]
        ],
    }
