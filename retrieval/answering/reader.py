"""Read passages with the shipped answerability model (CPU, offline).

``AnswerReader(weights_dir)`` loads the fp16 weights shipped in git and the word
embeddings of the converted multilingual-e5-small (no network, no cache folder) and gives,
per (question, passage): the topic logit, the answer logit and the answer span (offsets
into the passage text). It is also a ``Reranker`` (``predict`` returns topic logits), so
a deployment that only ranks can use it like the old cross-encoder.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from retrieval.answering.net import FORMAT, load_net, pair_text, weights_fingerprint
from retrieval.answering.spans import best_span, sentence_span_scores
from retrieval.answering.targets import target_sentences
from retrieval.core.answer_gate import Reading
from retrieval.core.checks.asked_unit import asked_unit, states_unit
from retrieval.core.model_budget import model_time
from retrieval.core.phrasing import in_its_words
from retrieval.core.ranges import range_sentences
from retrieval.core.sentences import sentence_spans
from retrieval.core.types import PassageRecord

SHIPPED_DIR = Path(__file__).resolve().parent.parent / "shipped" / "konkyo-answerability-ja"
# Sentences ``locate`` reads alone, and a reading ranks for the gate's asked-unit check: the
# passage reading's best few (bounds locate's cost).
LOCATE_SENTENCES = 3
#: How the network runs: PyTorch, or its ONNX export in ONNX Runtime (``onnx_reader``).
RUNTIMES = ("torch", "onnx", "onnx-int8")


def is_answerability_dir(path: Path) -> bool:
    """A folder of exported answerability weights (``train_answerability``'s output)."""
    import json

    record = path / "training.json"
    if not (path / "weights.fp16.safetensors").is_file() or not record.is_file():
        return False
    try:
        return json.loads(record.read_text(encoding="utf-8")).get("format") == FORMAT
    except ValueError:
        return False


def _ranked_sentences(logits, offset: int, sentences, allowed) -> list[int]:
    """Indices of the ``LOCATE_SENTENCES`` sentences (of ``allowed``; all when empty or
    None) whose best span scores highest in one reading, best first."""
    scores = sentence_span_scores(*logits, offset, sentences)
    pool = allowed or range(len(sentences))
    return sorted(pool, key=lambda k: -scores[k])[:LOCATE_SENTENCES]


def _narrowed(allowed: list[int], keep) -> list[int]:
    """The sentences of ``allowed`` that ``keep`` accepts, or all of them when it accepts none."""
    return [k for k in allowed if keep(k)] or allowed


@dataclass(frozen=True)
class PairLogits:
    """What one forward gives for one (question, pair text): its pooled logits and its
    per-token span logits with the tokens' sequence ids and offsets (padding included: its
    sequence id is None, so no span reads it)."""

    topic: float
    answer: float
    start: np.ndarray
    end: np.ndarray
    sequence_ids: list
    offsets: list

    def span_logits(self) -> tuple:
        return self.start, self.end, self.sequence_ids, self.offsets


class AnswerReader:
    """The answerability model, loaded lazily (thread-safe) on first use, run by PyTorch or
    ONNX Runtime (``runtime``)."""

    def __init__(
        self,
        weights_dir: Path = SHIPPED_DIR,
        e5_dir: Path | None = None,
        *,
        max_length: int = 256,
        batch_size: int = 16,
        runtime: str = "torch",
    ) -> None:
        if runtime not in RUNTIMES:
            raise ValueError(f"runtime must be one of {', '.join(RUNTIMES)}, not {runtime!r}")
        self.weights_dir = Path(weights_dir)
        self._e5_dir = e5_dir
        # "torch": the network in PyTorch (the training path); "onnx": its ONNX export run by
        # ONNX Runtime (``onnx_reader``; exported into the model cache on first use). Same
        # scores within the export's parity tolerance, so the name (what adoptions and
        # decisions record) does not change with it. "onnx-int8": that export with int8
        # weights (``onnx_int8``): other scores, so another name and its own adopted threshold.
        self.runtime = runtime
        self.max_length = max_length
        self.batch_size = batch_size
        # Spans stay inside one sentence (measured in the model card: the answer sentence
        # is the first one shown more often); False decodes as the training metric does.
        self.one_sentence_spans = True
        self._net = None
        self._tokenizer = None
        self._lock = threading.Lock()
        # One question's readings (``one_question``), per thread: a pair is read once.
        self._question = threading.local()
        self.pairs_read = 0  # pairs that went through the network (bench/reader_reads.py)
        self.name = f"{self.weights_dir.name}@{weights_fingerprint(self.weights_dir)}"
        if runtime == "onnx-int8":
            self.name += "+int8"

    def _load(self):
        with self._lock:
            if self._net is None:
                from transformers import AutoTokenizer

                from retrieval.modelfiles import ensure_e5_model

                e5_dir = self._e5_dir or ensure_e5_model()
                self._tokenizer = AutoTokenizer.from_pretrained(str(e5_dir))
                if self.runtime == "onnx":
                    from retrieval.answering.onnx_reader import load_onnx_net

                    self._net = load_onnx_net(self.weights_dir, Path(e5_dir))
                elif self.runtime == "onnx-int8":
                    from retrieval.answering.onnx_int8 import load_onnx_int8_net

                    self._net = load_onnx_int8_net(self.weights_dir, Path(e5_dir))
                else:
                    self._net = load_net(self.weights_dir, Path(e5_dir))
        return self._net, self._tokenizer

    def read_texts(
        self,
        question: str,
        items: Sequence[tuple[str, Sequence[str], str]],
        phrasings: Sequence[str] | None = None,
    ) -> list[Reading]:
        """Readings for (title, heading path, text) passages, in the order given. The model
        reads ``phrasings[i]`` (the question in passage i's words) when given, else
        ``question``; the asked unit and the sentences a span may take come from ``question``."""
        if not items:
            return []
        import torch

        asked = list(phrasings) if phrasings is not None else [question] * len(items)

        inputs = [pair_text(title, headings, text) for title, headings, text in items]
        unit = asked_unit(question)
        order = sorted(range(len(items)), key=lambda i: len(inputs[i][0]))
        out: list[Reading | None] = [None] * len(items)
        with torch.inference_mode():
            for at in range(0, len(order), self.batch_size):
                idx = order[at : at + self.batch_size]
                read = self._forward_pairs([asked[i] for i in idx], [inputs[i][0] for i in idx])
                for pair_logits, i in zip(read, idx, strict=True):
                    offset = inputs[i][1]
                    text = items[i][2]
                    sentences = sentence_spans(text) if self.one_sentence_spans else None
                    allowed = target_sentences(question, text, sentences) if sentences else None
                    logits = pair_logits.span_logits()
                    span = best_span(*logits, offset, len(text), sentences=sentences, allowed=allowed)
                    t, a = pair_logits.topic, pair_logits.answer
                    if not (math.isfinite(t) and math.isfinite(a)):
                        raise ValueError("answerability model produced a non-finite score")
                    # Only the asked-unit check reads the ranking: skip it for other questions.
                    ranked = (
                        _ranked_sentences(logits, offset, sentences, allowed) if sentences and unit else []
                    )
                    out[i] = Reading(
                        t, a, (span[0], span[1]) if span else None, tuple(sentences[k] for k in ranked)
                    )
        return [r for r in out if r is not None]

    def _forward(self, questions: Sequence[str], pairs: Sequence[str]):
        """(tokenizer encoding, (topic, answer, start, end) logits) for each question against
        its pair text (``pair_text``'s first element), padded to one batch. The batch is the
        question's model time (``model_budget``: refused once the question's budget is spent);
        loading the model on first use is not."""
        net, tokenizer = self._load()
        with model_time():
            enc = tokenizer(
                list(questions),
                list(pairs),
                truncation="only_second",
                max_length=self.max_length,
                padding=True,
                return_offsets_mapping=True,
                return_tensors="pt",
            )
            return enc, net(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"])

    @contextmanager
    def one_question(self) -> Iterator[None]:
        """While one question is decided (``pipeline.run_pipeline``), each (question as read,
        pair text) goes through the network once: a later read of the same pair (``locate``'s
        reading of a confirming passage, a part worded as the whole question) takes the
        first one's logits. Per thread; forgotten when the question is decided."""
        outer = getattr(self._question, "memo", None)
        self._question.memo = {} if outer is None else outer
        try:
            yield
        finally:
            self._question.memo = outer

    def _forward_pairs(self, questions: Sequence[str], pairs: Sequence[str]) -> list[PairLogits]:
        """``PairLogits`` for each (question, pair text), reading only those this question
        has not read yet (all of them outside ``one_question``)."""
        memo = getattr(self._question, "memo", None)
        keys = list(zip(questions, pairs, strict=True))
        todo = [k for k in dict.fromkeys(keys) if memo is None or k not in memo]
        found: dict[tuple[str, str], PairLogits] = {}
        if todo:
            enc, (topic, answer, start, end) = self._forward([q for q, _ in todo], [p for _, p in todo])
            self.pairs_read += len(todo)
            for b, key in enumerate(todo):
                found[key] = PairLogits(
                    float(topic[b]),
                    float(answer[b]),
                    start[b].numpy().copy(),
                    end[b].numpy().copy(),
                    enc.sequence_ids(b),
                    enc["offset_mapping"][b].tolist(),
                )
            if memo is not None:
                memo.update(found)
        return [found[k] if k in found else memo[k] for k in keys]  # type: ignore[index]

    def read(self, question: str, passages: Sequence[PassageRecord]) -> list[Reading]:
        return self.read_texts(question, [(p.title, p.heading_path, p.text) for p in passages])

    def read_phrased(
        self, question: str, passages: Sequence[PassageRecord], synonyms: Sequence[Collection[str]]
    ) -> list[Reading]:
        """``read``, each passage read against the question in its own words (the admin's
        synonym groups and the passage's spelling: ``phrasing.in_its_words``)."""
        items = [(p.title, p.heading_path, p.text) for p in passages]
        phrasings = [in_its_words(question, p, synonyms) for p in passages]
        return self.read_texts(question, items, phrasings)

    def locate(self, question: str, passage: PassageRecord) -> tuple[int, int] | None:
        """The answer span in the sentence that states it, chosen in two reads.

        The passage's reading ranks its sentences by their best span; the
        ``LOCATE_SENTENCES`` best (among those ``target_sentences`` allows, whose ranges hold
        the quantity the question states (``range_sentences``) and that hold the asked unit,
        each filter skipped when it would leave none) are each read
        alone with the passage's title and headings, and the one with the highest answer
        logit holds the span, decoded inside it, as offsets into the passage text. On
        held-out company-train pairs this finds the gold sentence more often than the
        passage reading's span alone (model card). None for a passage of one sentence (the
        passage reading's span stands)."""
        import torch

        text = passage.text
        sentences = sentence_spans(text)
        if len(sentences) < 2:
            return None
        pair, offset = pair_text(passage.title, passage.heading_path, text)
        with torch.inference_mode():
            logits = self._forward_pairs([question], [pair])[0].span_logits()
        allowed = target_sentences(question, text, sentences) or list(range(len(sentences)))
        in_range = range_sentences(question, text, sentences)
        if in_range is not None:
            allowed = _narrowed(allowed, lambda k: k in in_range)
        unit = asked_unit(question)
        if unit is not None:
            allowed = _narrowed(allowed, lambda k: states_unit(unit, text[slice(*sentences[k])]))
        chosen = [sentences[k] for k in _ranked_sentences(logits, offset, sentences, allowed)]
        readings = self.read_texts(
            question, [(passage.title, passage.heading_path, text[a:b]) for a, b in chosen]
        )
        best = max(range(len(chosen)), key=lambda k: readings[k].answer_logit)
        a, b = chosen[best]
        span = readings[best].span
        if span is None:
            return (a, b)
        return (a + span[0], a + span[1])

    def predict(self, query: str, passages: list[str]) -> np.ndarray:
        """Topic logits for plain passage texts (the ``Reranker`` protocol)."""
        readings = self.read_texts(query, [("", (), text) for text in passages])
        return np.asarray([r.topic_logit for r in readings], dtype=np.float64)
