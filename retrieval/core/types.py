"""Plain data shared by every stage of the search pipeline (no Django here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from retrieval.core.messages import Message

# Stable hold codes (SPEC §4); used by the log, the API and the metrics.
NO_CANDIDATES = "no_candidates"
BELOW_THRESHOLD = "below_threshold"
SCORE_MISSING = "score_missing"
TARGET_NOT_FOUND = "target_not_found"
PERIOD_NOT_COVERED = "period_not_covered"
ITEM_NOT_STATED = "item_not_stated"
RETRIEVAL_UNAVAILABLE = "retrieval_unavailable"
TIMED_OUT = "timed_out"
# The asker's account was deactivated (the directory, an admin) before the answer was published.
ACCOUNT_INACTIVE = "account_inactive"
HOLD_REASONS = (
    NO_CANDIDATES,
    BELOW_THRESHOLD,
    SCORE_MISSING,
    TARGET_NOT_FOUND,
    PERIOD_NOT_COVERED,
    ITEM_NOT_STATED,
    RETRIEVAL_UNAVAILABLE,
    TIMED_OUT,
    ACCOUNT_INACTIVE,
)

# Outcomes of one question.
PASS = "pass"
HOLD = "hold"
PARTIAL = "partial"

# Items a question can ask for (SPEC §4 step 2).
ITEM_DATE = "date"  # 期限・いつ
ITEM_PLACE = "place"  # どこ・窓口
ITEM_AMOUNT = "amount"  # いくら・上限額
ITEM_DURATION = "duration"  # 何日・期間
ITEM_PERSON = "person"  # 誰・承認者
ITEMS = (ITEM_DATE, ITEM_PLACE, ITEM_AMOUNT, ITEM_DURATION, ITEM_PERSON)


@dataclass(frozen=True)
class PassageRecord:
    """One passage of one document version, with everything retrieval may need.

    Validity is half-open: valid on d when valid_from <= d < valid_until (None = open).
    """

    passage_id: str
    version_id: str
    doc_id: str
    version_label: str
    title: str
    text: str
    position: int = 0
    heading_path: tuple[str, ...] = ()
    valid_from: date | None = None
    valid_until: date | None = None
    groups: frozenset[str] = frozenset()
    targets: tuple[str, ...] = ()
    owner: str = ""
    contact: str = ""
    # Validity stated only in the body text (「2026年10月1日から12月31日まで適用」),
    # half-open like the structured one; used by the period check.
    stated_from: date | None = None
    stated_until: date | None = None

    def valid_on(self, day: date) -> bool:
        if self.valid_from is not None and day < self.valid_from:
            return False
        return self.valid_until is None or day < self.valid_until

    def readable_by(self, groups: frozenset[str]) -> bool:
        # Deny by default: a version with no groups is readable by nobody.
        return bool(self.groups & groups)


@dataclass(frozen=True)
class DateMention:
    """A date or period named in a question, half-open [start, end)."""

    text: str
    start: date
    end: date


@dataclass(frozen=True)
class QueryPart:
    """One part of a multi-part question (「P-20 と P-30 の…」 gives two)."""

    text: str
    identifiers: tuple[str, ...] = ()
    regions: tuple[str, ...] = ()
    subject: str = ""  # what this part asks, in the asker's words ("P-30 の保証期間")
    employment: tuple[str, ...] = ()  # employment types named, canonical ("パートタイマー")


@dataclass(frozen=True)
class QueryAnalysis:
    text: str  # as asked
    normalized: str  # NFKC + lower case
    tokens: tuple[str, ...]  # reference tokens, each once, in first-seen order
    # One entry per query token: the token and its synonyms (OR inside, AND across).
    term_groups: tuple[frozenset[str], ...] = ()
    identifiers: tuple[str, ...] = ()  # canonical upper case, e.g. "P-20", "FIN-FICTION-001"
    regions: tuple[str, ...] = ()  # e.g. "日本向け", "米国向け"
    employment: tuple[str, ...] = ()  # e.g. "パートタイマー" (「パートの有給」)
    dates: tuple[DateMention, ...] = ()
    items: tuple[str, ...] = ()  # subset of ITEMS
    parts: tuple[QueryPart, ...] = ()  # empty or one entry = a single-part question
    subject: str = ""  # what is asked, in the asker's words, for hold texts

    @property
    def expanded_tokens(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for group in self.term_groups or tuple(frozenset([t]) for t in self.tokens):
            for term in sorted(group):
                seen.setdefault(term, None)
        return tuple(seen)


@dataclass
class Candidate:
    """A visible passage that retrieval proposed, with every score it got."""

    passage: PassageRecord
    bm25: float | None = None
    bm25_rank: int | None = None
    dense: float | None = None  # cosine similarity of e5 query/passage embeddings
    dense_rank: int | None = None
    rrf: float | None = None  # reciprocal rank fusion of the two ranks
    rerank_raw: float | None = None  # cross-encoder logit
    rerank_prob: float | None = None  # sigmoid of the logit
    rerank_norm: float | None = None  # min-max over this question's candidates
    fusion: float | None = None  # alpha*s + (1-alpha)*r
    bucket: str | None = None  # "B1".."B4"
    kept: bool = False
    drop_reason: str | None = None  # e.g. "B4", "B2_below_fusion", "max_k_cap", "top_n"
    # Supporting the answer (passed the checks that are on): a kept candidate confirming a part,
    # or the passage a later asking sentence cites (``analysis.later_asks``: it may be one
    # selection did not keep for the question as asked).
    cited: bool = False
    # When this passage is a later ask's best: its answer probability for that ask (cited when
    # it reaches the threshold), and whether the whole question cites no passage of its
    # document (replay then cites the document only at thresholds ≤ ask_value).
    ask_value: float | None = None
    ask_only: bool = False
    # A question of several parts: per part, the answer probability with which this kept
    # passage could confirm it (None: it is not eligible for that part — target, period or a
    # stated-nothing check failed). Replay re-decides each part from these.
    part_values: tuple[float | None, ...] | None = None
    # The answerability model (retrieval.answering): P(the passage states the answer to the
    # question as asked) as a logit and its sigmoid, and where the answer is ([start, end)
    # in passage.text). With it, rerank_raw/rerank_prob are its topic head: the passage is
    # about what is asked.
    answer_raw: float | None = None
    answer_prob: float | None = None
    answer_span: tuple[int, int] | None = None
    # The passage's sentences its span head ranks best (best first): where it would state
    # the answer (the asked-unit check reads them).
    answer_sentences: tuple[tuple[int, int], ...] = ()

    def score(self, name: str) -> float | None:
        """The named score ("bm25", "dense", "rrf", "rerank_prob", "rerank_raw", "fusion")."""
        if name not in SCORE_NAMES:
            raise ValueError(f"unknown score name: {name}")
        return getattr(self, name)

    def scores(self) -> dict[str, float | None]:
        return {name: getattr(self, name) for name in SCORE_NAMES}


SCORE_NAMES = (
    "bm25",
    "dense",
    "rrf",
    "rerank_raw",
    "rerank_prob",
    "rerank_norm",
    "fusion",
    "answer_raw",
    "answer_prob",
)
# Decision scores that make the gate decide per asked part on answerability
# (retrieval.core.answer_gate) instead of one value and the rule-based item check.
ANSWER_SCORES = ("answer_prob", "answer_raw")


@dataclass(frozen=True)
class GateConfig:
    """One immutable version of a gate configuration (SPEC §4 steps 5–6)."""

    name: str = "default"
    version: int = 1
    top_n: int = 20  # candidates after fusion
    retrieval: str = "hybrid"  # "hybrid" | "bm25" | "dense"
    # Dense-only hits below this cosine are not candidates (None = no floor); without it a
    # dense retriever always returns "something" and no_candidates could never happen.
    dense_floor: float | None = None
    # Selection: "scoregate" (buckets) or "top_k" (the reference experiment: top max_k
    # candidates with a positive decision score, no buckets).
    selection: str = "scoregate"
    decision_score: str = "rerank_prob"  # a name in SCORE_NAMES
    aggregate: str = "top1"  # "top1" | "min_topk" | "mean_topk"
    aggregate_k: int = 1
    threshold: float = 0.5  # pass when decision value >= threshold
    tau_s: float = 0.70
    tau_r: float = 0.08
    alpha: float = 0.3
    tau_f: float = 0.255
    b3_policy: str = "keep"  # "keep" (paper figure) | "fusion" (paper table)
    # Without a reranker, selection keeps s >= tau_s AND s >= best s - dense_margin (None =
    # no margin): e5 cosines are compressed, so the relative cut decides how many to cite.
    dense_margin: float | None = None
    max_k: int = 10
    checks: frozenset[str] = frozenset({"target", "period", "item", "parts"})
    fallback_contact: str = ""
    # Answerability gate: a candidate whose topic probability (rerank_prob) reaches this is
    # "on topic": only such passages are named as found instead, and the contact is the
    # owner of the nearest one.
    topic_floor: float = 0.5


@dataclass(frozen=True)
class Citation:
    number: int
    passage_id: str
    version_id: str
    doc_id: str
    version_label: str
    title: str
    valid_from: date | None
    valid_until: date | None
    quote: str
    # The sentence that states the answer (highlighted when the citation opens), if any.
    sentence: str = ""


@dataclass(frozen=True)
class NotInForce:
    """A version the asker may read that states what is asked but is not in force on the
    reference date (``retrieval.core.not_in_force``): named beside an answer or a hold with
    its validity, never evidence. The scores are the model's reading (logged, not shown)."""

    citation: Citation
    topic_prob: float
    answer_prob: float


@dataclass(frozen=True)
class Statement:
    text: str
    citations: tuple[int, ...]


@dataclass(frozen=True)
class Hold:
    reasons: tuple[str, ...]
    unconfirmed: tuple[str, ...]  # 「P-30 の保証期間」
    found_instead: tuple[str, ...]  # visible versions only
    next_steps: tuple[str, ...]
    contacts: tuple[str, ...]
    # The same lines as ``Message`` data, index for index (``core.messages``): the portal
    # shows them in the reader's language. Empty for holds stored before they existed.
    messages: Mapping[str, tuple[Message, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Response:
    outcome: str  # PASS | HOLD | PARTIAL
    statements: tuple[Statement, ...] = ()
    citations: tuple[Citation, ...] = ()
    hold: Hold | None = None
    # The extracted answers (one per confirmed part, verbatim spans of cited passages),
    # shown first; and other on-topic passages, shown collapsed under 関連する規程.
    answers: tuple[Statement, ...] = ()
    related: tuple[Citation, ...] = ()
    # Later asking sentences of an answered question that no readable rule was found to state
    # (in the asker's words): shown beside the answer so that nothing asked is silently dropped.
    unconfirmed_asks: tuple[str, ...] = ()
    # A readable rule that states what is asked but does not apply on the reference date (an
    # ended measure, a rule that starts later): named with its validity, never evidence.
    not_in_force: tuple[NotInForce, ...] = ()


@dataclass(frozen=True, eq=False)
class Visibility:
    """Step 1's result: which records of the searched collection the user could see (a
    boolean mask aligned with ``records``), computed once per question."""

    records: Sequence[PassageRecord]
    mask: np.ndarray

    def passage_ids(self) -> frozenset[str]:
        return frozenset(self.records[i].passage_id for i in np.flatnonzero(self.mask).tolist())


@dataclass
class Decision:
    """What the pipeline decided for one question; the log stores all of it (except
    ``visibility``, kept for the portal's pre-publish re-check)."""

    outcome: str
    hold_reasons: list[str]
    decision_value: float | None
    threshold: float
    config: GateConfig
    analysis: QueryAnalysis | None
    reference_date: date
    reference_date_source: str  # "user" | "question" | "today"
    candidates: list[Candidate] = field(default_factory=list)
    response: Response | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)
    reranker: str = "none"
    dense_model: str = "none"
    index_version: str = ""
    selection: str = ""  # how selection ran, e.g. "scoregate(b3=keep)", "scoregate-dense-only"
    cap_dropped: int = 0  # candidates dropped by the MAX-K cap
    error: str = ""  # the failing stage's exception, for retrieval_unavailable / timed_out
    visibility: Visibility | None = field(default=None, repr=False, compare=False)
    # The reference date and its source for a hold's 「基準日（…）に適用される規程だけを検索しました」,
    # or None where naming it would be noise (``dates.date_worth_naming``: 「明日」, today).
    hold_reference: tuple[date, str] | None = field(default=None, repr=False, compare=False)

    @property
    def kept(self) -> list[Candidate]:
        return [c for c in self.candidates if c.kept]
