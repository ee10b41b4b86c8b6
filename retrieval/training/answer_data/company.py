"""Training pairs from company-rule bundles (company-train style folders, company-dev's tune split)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from retrieval.core.bm25 import BM25Index
from retrieval.core.checks.asked_unit import last_ask, states_unit
from retrieval.core.chunking import chunk_body
from retrieval.core.text import extract_identifiers, has_japanese_script, tokenize
from retrieval.training.answer_data.pairs import Pair, without_sentences
from retrieval.training.answer_data.windows import window_pairs

# The seed that picks each company folder's held-out documents (``CompanySource``): the trainer's
# dev metric and bench/heldout_bundles.py must agree on it, whatever the training seed.
HELD_OUT_SEED = 20261201

# Identifiers of the same shape swapped in for "target swapped" negatives, and regions.
_CODE = re.compile(r"\b([A-Z]{1,4})-?(\d{1,5})\b")
_REGION_SWAPS = {
    "国内": "海外",
    "海外": "国内",
    "日本向け": "欧州向け",
    "北米向け": "日本向け",
    "欧州向け": "北米向け",
}
# Whom a rule applies to, in the words company rules use for it: a question about one of
# these where the passage names another is about a target the passage does not cover.
_GROUP_SWAPS = (
    ("正社員", "契約社員", "パートタイマー", "嘱託社員", "派遣社員", "アルバイト"),
    ("本社", "第1工場", "第2工場", "支店", "営業所"),
)
# An ask for each unit, swapped in for the question's own ask ("asked item swapped"), and the
# units a rule question plausibly asks in place of each (「何日前までに」 → 「何時間前までに」,
# 「いくら支給」 → 「何%支給」): the swapped question stays one an employee could ask.
_ASK_FOR = {
    "money": "いくら",
    "days": "何日",
    "months": "何か月",
    "years": "何年",
    "hours": "何時間",
    "minutes": "何分",
    "times": "何回",
    "people": "何人",
    "percent": "何%",
}
_INSTEAD = {
    "money": ("percent", "times"),
    "count": ("money", "times"),
    "days": ("hours", "months", "times"),
    "months": ("days", "years"),
    "years": ("months", "days"),
    "hours": ("days", "times"),
    "minutes": ("hours", "days"),
    "clock": ("days",),
    "times": ("days", "hours", "people"),
    "people": ("times",),
    "percent": ("money",),
    "nights": ("days", "money"),
}
_TOPIC_NOTE = re.compile(r"topic=([^@;\s]+)@([^;\s]+)")


@dataclass(frozen=True)
class Passage:
    doc_id: str
    version: str
    title: str
    text: str


def company_passages(corpus: Path) -> list[Passage]:
    """Every version of a bundle's corpus cut into passages (heading path in the title)."""
    out = []
    for line in corpus.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        for chunk in chunk_body(row["text"]):
            title = " ".join((row["title"], *chunk.heading_path))
            out.append(Passage(row["doc_id"], str(row.get("version", "1")), title, chunk.text))
    return out


def _swap_target(question: str, passage_text: str, rng: random.Random) -> str | None:
    """The question about a target the passage does not name (P-20 → P-27), else None."""
    m = _CODE.search(question)
    if m:
        named = set(extract_identifiers(passage_text))
        for _ in range(10):
            code = f"{m.group(1)}-{rng.randint(1, 99)}"
            if code not in named and code.replace("-", "") not in passage_text:
                return question[: m.start()] + code + question[m.end() :]
    for region, other in _REGION_SWAPS.items():
        if region in question and other not in passage_text:
            return question.replace(region, other, 1)
    for group in _GROUP_SWAPS:
        named = [g for g in group if g in question and g in passage_text]
        others = [g for g in group if g not in passage_text and g not in question]
        if named and others:
            return question.replace(named[0], rng.choice(others), 1)
    return None


def _swap_asked_item(question: str, passage_text: str, rng: random.Random) -> str | None:
    """The question asking for a unit the passage states nowhere (「研修費補助は年間いくらまで」
    → 「…年間何回まで」 over a rule that gives only an amount), else None: the topic is kept,
    the asked item is not stated. Only when the question asks a unit (何日, いくら, …)."""
    found = last_ask(question)
    if found is None:
        return None
    start, end, unit = found
    others = [u for u in _INSTEAD.get(unit, ()) if not states_unit(u, passage_text)]
    if not others:
        return None
    return question[:start] + _ASK_FOR[rng.choice(others)] + question[end:]


def _training_fields(q: dict) -> dict:
    """company-dev's field shapes as company-train's: ``required_versions`` as a list
    parallel to ``required_doc_ids``, ``evidence`` as the first required document's list."""
    q = dict(q)
    docs = q.get("required_doc_ids") or []
    if isinstance(q.get("required_versions"), dict):
        q["required_versions"] = [str(q["required_versions"].get(d, "1")) for d in docs]
    if isinstance(q.get("evidence"), dict):
        q["evidence"] = list(q["evidence"].get(docs[0], [])) if docs else []
    return q


def _parts_as_questions(q: dict) -> list[dict]:
    """A two-part question (``parts``, retrieval/training/orgs/) as its asks, each a question of
    its own: the gate reads each part alone (``answer_gate.answer_parts``), so the model learns
    to judge one ask against a passage, not a passage that answers half of the question. An ask
    stated nowhere is a missing item of the question's topic (its ``topic=`` note)."""
    if not q.get("parts"):
        return [q]
    out = []
    for k, part in enumerate(q["parts"], 1):
        stated = bool(part.get("answerable"))
        out.append(
            {
                **q,
                "qid": f"{q['qid']}#{k}",
                "question": part["ask"],
                "answerable": stated,
                "required_doc_ids": list(part.get("required_doc_ids") or []) if stated else [],
                "required_versions": [str(v) for v in part.get("required_versions") or []] if stated else [],
                "answer_span": part.get("answer_span") if stated else None,
                "evidence": part.get("evidence") if stated else None,
                "category": ("direct" if q["category"] == "missing-item" else q["category"])
                if stated
                else "missing-item",
                "parts": None,
            }
        )
    return out


def _needles(q: dict) -> list[str]:
    """The strings that state an answerable question's answer: its span and evidence."""
    evidence = q.get("evidence")
    return [
        n
        for n in (
            q.get("answer_span"),
            *(evidence if isinstance(evidence, list) else [evidence] if evidence else []),
        )
        if n
    ]


# Model-mined negatives (``CompanySource.mine``): BM25-nearest passages scored per question, and
# the answer probability below which the model already rejects a passage (not worth a pair).
MINE_POOL = 12
MINE_FLOOR = 0.1


class CompanySource:
    """Pairs from one company-train style bundle folder."""

    def __init__(self, folder: Path, dev_share: float = 0.0, seed: int = 0) -> None:
        self.folder = Path(folder)
        self.passages = company_passages(self.folder / "corpus.jsonl")
        rows = [
            json.loads(line)
            for line in (self.folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        # An evaluation bundle (company-dev) trains only on its ``tune`` split: ``check`` is
        # the held-out look and never read here.
        self.evaluation_bundle = any(q.get("split") in ("tune", "check") for q in rows)
        self.questions = [
            one for q in rows if q.get("split") != "check" for one in _parts_as_questions(_training_fields(q))
        ]
        self.bm25 = BM25Index.from_texts([f"{p.title}\n{p.text}" for p in self.passages])
        self.everything = np.ones(len(self.passages), dtype=bool)
        self.by_version: dict[tuple[str, str], list[int]] = {}
        for i, p in enumerate(self.passages):
            self.by_version.setdefault((p.doc_id, p.version), []).append(i)
        docs = sorted({p.doc_id for p in self.passages})
        rng = random.Random(seed)
        share = 0.0 if self.evaluation_bundle else dev_share  # its tune split is all training
        self.dev_docs = set(rng.sample(docs, int(round(len(docs) * share)))) if share else set()
        self.mined: dict[str, list[Pair]] = {}  # qid → negatives mined by a model (``mine``)

    def _doc_of(self, q: dict) -> str | None:
        if q.get("required_doc_ids"):
            return q["required_doc_ids"][0]
        m = _TOPIC_NOTE.search(q.get("notes") or "")
        return m.group(1) if m else None

    def questions_for(self, dev: bool) -> list[dict]:
        return [q for q in self.questions if (self._doc_of(q) in self.dev_docs) == dev]

    def _ranked(self, question: str, within: Sequence[int] | None = None) -> list[int]:
        mask = self.everything
        if within is not None:
            mask = np.zeros(len(self.passages), dtype=bool)
            mask[list(within)] = True
        scores = self.bm25.scores(tokenize(question), mask)
        order = np.argsort(-scores, kind="stable")
        return [int(i) for i in order if mask[i] and scores[i] > 0]

    def _gold(self, q: dict) -> tuple[int, tuple[int, int]] | None:
        key = (q["required_doc_ids"][0], str((q.get("required_versions") or ["1"])[0]))
        span, evidence = q.get("answer_span"), q.get("evidence")
        if isinstance(evidence, list):
            evidence = evidence[0] if evidence else None
        for i in self.by_version.get(key, ()):
            text = self.passages[i].text
            at = text.find(evidence) if evidence else -1
            if not span:
                if at >= 0:  # evidence sentence only (company-dev): no span target
                    return i, None
                continue
            base = at if at >= 0 else 0
            start = text.find(span, base)
            if start >= 0 and (at >= 0 or evidence is None):
                return i, (start, start + len(span))
        return None

    def _pair(
        self, question: str, idx: int, topic: float, answer: float, kind: str, span=None, text=None
    ) -> Pair:
        p = self.passages[idx]
        return Pair(question, p.title, p.text if text is None else text, topic, answer, span, kind)

    def pairs(self, q: dict, rng: random.Random, window_rng: random.Random | None = None) -> list[Pair]:
        """The training pairs of one question (empty when it gives none), with the negatives
        ``mine`` found for it. With ``window_rng``, also the sentence windows of its own pairs
        (``windows.window_pairs``; their picks drawn from it, so ``rng`` draws as without)."""
        own = self._own_pairs(q, rng)
        if own and window_rng is not None:
            own += window_pairs(q, own, _needles(q), window_rng)
        return own + self.mined.get(q["qid"], []) if own else []

    def _own_pairs(self, q: dict, rng: random.Random) -> list[Pair]:
        question, category = q["question"], q.get("category")
        if q.get("answerable"):
            gold = self._gold(q)
            if gold is None:
                return []
            idx, span = gold
            p = self.passages[idx]
            out = [self._pair(question, idx, 1.0, 1.0, "positive", span)]
            needles = _needles(q)
            removed = without_sentences(p.text, needles)
            if removed.strip() and not any(n in removed for n in needles):
                out.append(self._pair(question, idx, 1.0, 0.0, "removed", text=removed))
            siblings = [
                i
                for i in self.by_version[(p.doc_id, p.version)]
                if i != idx and not any(n in self.passages[i].text for n in needles)
            ]
            if siblings:
                out.append(self._pair(question, rng.choice(siblings), 1.0, 0.0, "same_version"))
            others = [
                i
                for i in self._ranked(question)[:12]
                if self.passages[i].doc_id != p.doc_id
                and not any(n in self.passages[i].text for n in needles)
            ]
            if others:
                out.append(self._pair(question, rng.choice(others[:4]), 0.0, 0.0, "bm25"))
            read = f"{p.title}\n{p.text}"
            swapped = _swap_target(question, read, rng) if rng.random() < 0.5 else None
            if swapped:
                out.append(self._pair(swapped, idx, 1.0, 0.0, "target_swapped"))
            other_item = _swap_asked_item(question, read, rng)
            if other_item:
                out.append(self._pair(other_item, idx, 1.0, 0.0, "item_swapped"))
            return out
        if category in ("missing-item", "target-mismatch"):
            m = _TOPIC_NOTE.search(q.get("notes") or "")
            if m:
                within = self.by_version.get((m.group(1), m.group(2)), [])
            elif q.get("related_doc_ids"):  # company-dev: the documents whose topic it keeps
                related = set(q["related_doc_ids"])
                within = [i for i, p in enumerate(self.passages) if p.doc_id in related]
            else:
                return []
            out = []
            gold_idx = None
            source = next((s for s in self.questions if s["qid"] == q.get("pair_of")), None)
            if source is not None and source.get("answerable"):
                gold = self._gold(source)
                if gold is not None and gold[0] in within:
                    gold_idx = gold[0]
                    out.append(self._pair(question, gold_idx, 1.0, 0.0, category))
            nearest = [i for i in self._ranked(question, within) if i != gold_idx]
            # Without a paired source (company-dev) the two nearest passages of the topic.
            for i in nearest[: 1 if gold_idx is not None else 2]:
                out.append(self._pair(question, i, 1.0, 0.0, category + "_nearest"))
            return out
        if category == "out-of-domain":
            ranked = self._ranked(question)[:3]
            if not ranked:
                ranked = [rng.randrange(len(self.passages))]
            return [self._pair(question, rng.choice(ranked), 0.0, 0.0, "out_of_domain")]
        return []

    def mine(
        self,
        scorer: Callable[[Sequence[Pair]], Sequence[float]],
        per_question: int,
        pool: int = MINE_POOL,
        floor: float = MINE_FLOOR,
    ) -> int:
        """Negatives mined by the model being continued: for each training question (never a
        held-out document's: ``questions_for(dev=False)``) that ``pairs`` reads, its ``pool``
        BM25-nearest passages that cannot state its answer — every passage for an
        unanswerable variant (the item or target is stated nowhere), for an answerable
        question those of other documents holding none of its answer strings — scored
        by ``scorer`` (pairs → answer probabilities); the ``per_question`` it reads as most
        likely to answer, if at least ``floor``, join the question's pairs as answer = 0 (the
        topic is not judged). These are the passages the gate would pass the question on:
        another employment type's row, the item next to the asked one. Returns how many."""
        candidates: list[tuple[str, Pair]] = []
        for q in self.questions_for(dev=False):
            category = q.get("category")
            if q.get("answerable"):
                gold = self._gold(q)
                if gold is None:
                    continue
                # Not the gold document: its other versions may state another period's answer
                # (validity is the period check's), its other passages are ``same_version``'s.
                needles, skip_doc = _needles(q), self.passages[gold[0]].doc_id
            elif category in ("missing-item", "target-mismatch", "out-of-domain"):
                needles, skip_doc = [], None
            else:  # period / permission: the passage may well state the answer
                continue
            for i in self._ranked(q["question"])[:pool]:
                if self.passages[i].doc_id == skip_doc or any(n in self.passages[i].text for n in needles):
                    continue
                candidates.append((q["qid"], self._pair(q["question"], i, None, 0.0, "mined")))
        scores = scorer([pair for _, pair in candidates]) if candidates else []
        by_question: dict[str, list[tuple[float, Pair]]] = {}
        for (qid, pair), score in zip(candidates, scores, strict=True):
            if score >= floor:
                by_question.setdefault(qid, []).append((float(score), pair))
        self.mined = {
            qid: [pair for _, pair in sorted(found, key=lambda sp: -sp[0])[:per_question]]
            for qid, found in by_question.items()
        }
        return sum(len(v) for v in self.mined.values())


def _repeats(q: dict, variant_repeats: int, other_script_repeats: int) -> int:
    near_miss = q.get("category") in ("missing-item", "target-mismatch") and not q.get("answerable")
    other_script = not has_japanese_script(q["question"])
    return max(variant_repeats if near_miss else 1, other_script_repeats if other_script else 1)


def company_stream(
    sources: Sequence[CompanySource],
    *,
    dev: bool,
    seed: int,
    epochs: int,
    variant_repeats: int = 1,
    other_script_repeats: int = 1,
    sentence_windows: bool = False,
) -> Iterator[list[Pair]]:
    """Each question's pairs (a group), ``epochs`` passes, each pass freshly shuffled.

    ``variant_repeats``: the unanswerable variants (missing item, other target) come this
    many times per pass: the gate passes a question when *any* kept passage looks like an
    answer, so these near misses need more weight than one positive's.
    ``other_script_repeats``: questions written without kana or kanji (English ones, about 5%
    of the company questions) come this many times per pass, so that the few of them teach
    the answer head that a Japanese rule can answer a question in another language.
    ``sentence_windows``: each group also holds its sentence windows (``windows.window_pairs``),
    drawn from a generator of their own: the other pairs are the same as without them."""
    rng = random.Random(seed)
    window_rng = random.Random(seed + 1) if sentence_windows else None
    questions = [
        (s, q)
        for s in sources
        for q in s.questions_for(dev)
        for _ in range(_repeats(q, variant_repeats, other_script_repeats))
    ]
    for _ in range(epochs):
        rng.shuffle(questions)
        for source, q in questions:
            group = source.pairs(q, rng, window_rng)
            if group:
                yield group
