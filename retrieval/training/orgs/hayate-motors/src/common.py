"""Shared helpers for authoring the hayate-motors training bundle.

Documents are declared with doc(); questions with A() (answerable), U() (unanswerable) and
P() (two-part). build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl.
"""

from retrieval.training.org_authoring.records import _cur, _pair  # noqa: F401
from retrieval.training.org_authoring.records import ALL, DOCS, HR, MGR, QS, V, derive, doc  # noqa: F401

R_MGR = ["managers"]
R_HR = ["hr"]
STYLE = {"p": "polite", "c": "casual", "t": "typo", "e": "english"}
UCAT = {"m": "missing-item", "t": "target-mismatch", "p": "period", "x": "permission", "o": "out-of-domain"}


def A(key, question, span, ver="1", ctx=None, s="p", nm=None, date=None, g=None, pair=None,
      notes="", cat=None, doc_id=None):
    """Answerable. Category is derived in build.py: near-miss when nm is given, period when a stated
    date needs a version other than today's, permission when the version is restricted, else
    direct/paraphrase by wording."""
    d = doc_id or _cur["doc"]
    QS.append({"key": f"{d}:{key}", "kind": "A", "question": question, "doc": d, "ver": ver,
               "span": span, "ctx": ctx, "style": STYLE[s], "nm": nm, "asked_date": date, "groups": g,
               "pair": _pair(d, pair), "notes": notes, "cat": cat})


def U(key, question, cat, s="p", gap=None, date=None, g=None, pair=None, notes="", absent=(),
      absent_topic=(), tdoc=None, doc_id=None):
    """Unanswerable. cat: m(issing-item) t(arget-mismatch) p(eriod) x (permission) o(ut-of-domain).
    gap (missing-item): not-defined / no-value / condition / other-number."""
    d = doc_id or _cur["doc"]
    cat = UCAT[cat]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    QS.append({"key": f"{d}:{key}", "kind": "U", "question": question,
               "doc": None if cat == "out-of-domain" else (tdoc or d), "category": cat,
               "style": STYLE[s], "gap": gap, "asked_date": date, "groups": g,
               "pair": None if cat == "out-of-domain" else _pair(d, pair), "notes": notes,
               "absent": list(absent), "absent_topic": list(absent_topic)})


def P(key, question, parts, s="p", date=None, g=None, pair=None, notes="", absent=(), doc_id=None):
    """Two-part question. parts: two tuples, either (ask, doc_id, ver, span[, ctx]) for a stated part
    or (ask, None, topic_doc) for a part no visible version states (then the question is
    missing-item with gap=part)."""
    d = doc_id or _cur["doc"]
    QS.append({"key": f"{d}:{key}", "kind": "P", "question": question, "doc": d, "parts": parts,
               "style": STYLE[s], "asked_date": date, "groups": g, "pair": _pair(d, pair),
               "notes": notes, "absent": list(absent), "absent_topic": []})
