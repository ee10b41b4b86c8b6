"""NoMIRACL's judged passages as training pairs: tuning part only, non-relevant questions'
passages as answer = 0 without a topic target, a relevant question's pseudo-positive chosen
by the model's own score."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retrieval.training.nomiracl_data import NomiraclSource, nomiracl_part, nomiracl_stream


def _qids(part: str, n: int) -> list[str]:
    out, k = [], 0
    while len(out) < n:
        if nomiracl_part(f"q{k}#0") == part:
            out.append(f"q{k}#0")
        k += 1
    return out


def _bundle(root: Path) -> tuple[Path, dict[str, str]]:
    corpus = [
        {"doc_id": f"p{i}", "version": "1", "title": f"記事{i}", "text": f"本文{i}。" * (i + 1)}
        for i in range(8)
    ]
    tuning, held_out = _qids("tuning", 2), _qids("held_out", 1)
    questions = [
        {
            "qid": tuning[0],
            "question": "関係する質問",
            "answerable": True,
            "category": "nomiracl-relevant",
            "candidate_doc_ids": ["p0", "p1", "p2"],
        },
        {
            "qid": tuning[1],
            "question": "答えのない質問",
            "answerable": False,
            "category": "nomiracl-non_relevant",
            "candidate_doc_ids": ["p3", "p4", "p5", "p6", "p7"],
        },
        {
            "qid": held_out[0],
            "question": "取り置きの質問",
            "answerable": False,
            "category": "nomiracl-non_relevant",
            "candidate_doc_ids": ["p0", "p1"],
        },
    ]
    (root / "corpus.jsonl").write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in corpus), "utf-8")
    (root / "questions.jsonl").write_text(
        "\n".join(json.dumps(q, ensure_ascii=False) for q in questions), "utf-8"
    )
    return root, {"relevant": tuning[0], "non_relevant": tuning[1], "held_out": held_out[0]}


def test_the_split_is_fixed_and_about_a_third_is_held_out():
    parts = [nomiracl_part(f"{k}#0") for k in range(2000)]
    assert parts == [nomiracl_part(f"{k}#0") for k in range(2000)]
    assert 0.30 < parts.count("held_out") / len(parts) < 0.40


def test_only_the_tuning_part_is_read(tmp_path):
    folder, qids = _bundle(tmp_path)
    source = NomiraclSource(folder)
    assert {q["qid"] for q in source.questions} == {qids["relevant"], qids["non_relevant"]}


def test_non_relevant_passages_are_negatives_without_a_topic_target_and_the_best_scored_is_the_positive(
    tmp_path,
):
    folder, _ = _bundle(tmp_path)
    # A scorer that likes the longest text: p2 among the relevant question's p0–p2.
    groups = NomiraclSource(folder).groups(lambda pairs: [len(p.text) for p in pairs])
    positive = next(g for g in groups if g[0].answer == 1.0)
    negative = next(g for g in groups if g[0].answer == 0.0)
    assert len(positive) == 1 and positive[0].title == "記事2" and positive[0].topic == 1.0
    assert positive[0].span is None and positive[0].kind == "nomiracl_pseudo_positive"
    assert [p.title for p in negative] == [f"記事{i}" for i in range(3, 8)]
    assert all(p.topic is None and p.answer == 0.0 and p.kind == "nomiracl_non_relevant" for p in negative)


def test_the_stream_draws_a_few_judged_passages_per_pass(tmp_path):
    folder, _ = _bundle(tmp_path)
    groups = NomiraclSource(folder).groups(lambda pairs: [0.5] * len(pairs))
    drawn = list(nomiracl_stream(groups, seed=3, epochs=4, per_question=2))
    assert len(drawn) == 8  # two questions, four passes
    negatives = [g for g in drawn if g[0].answer == 0.0]
    assert all(len(g) == 2 for g in negatives)
    assert len({tuple(p.title for p in g) for g in negatives}) > 1  # a fresh draw each pass


def test_a_bundle_without_judged_passages_is_refused(tmp_path):
    (tmp_path / "corpus.jsonl").write_text("", "utf-8")
    (tmp_path / "questions.jsonl").write_text(json.dumps({"qid": "x", "question": "q"}), "utf-8")
    with pytest.raises(ValueError, match="candidate_doc_ids"):
        NomiraclSource(tmp_path)


@pytest.mark.slow
def test_training_on_judged_passages_alone_runs_and_skips_the_topic_loss_where_unjudged(tmp_path):
    from django.core.management import call_command

    folder, _ = _bundle(tmp_path)
    out = tmp_path / "out"
    call_command(
        "train_answerability",
        "--nomiracl", str(folder),
        "--out", str(out),
        "--init-from", "e5",
        "--layers", "1",
        "--steps", "3",
        "--pairs-per-step", "2",
        "--max-length", "64",
        "--threads", "1",
        "--log-every", "1",
    )  # fmt: skip
    record = json.loads((out / "training.json").read_text("utf-8"))
    kinds = record["training_pairs_by_kind"]
    assert kinds == {"nomiracl_pseudo_positive": 3, "nomiracl_non_relevant": 12}  # 3 passes, 4 of 5 drawn
    assert record["settings"]["nomiracl"] == [str(folder)] and record["steps_done"] == 3
    losses = [h["loss_topic"] for h in record["history"] if "loss_topic" in h]
    assert len(losses) == 3 and all(loss == loss for loss in losses)  # no NaN from an all-unjudged batch
    assert 0.0 in losses  # a batch of only non-relevant passages carries no topic loss
