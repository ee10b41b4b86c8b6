"""Sentence-window training pairs (``answer_data.windows``, ``--sentence-windows``): one sentence
of a passage and the next, read with the passage's title, for the answer sentence, another
sentence and an unanswerable variant's closest sentence (tiny fixture, no model)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from django.core.management import call_command

from retrieval.training.answer_data import CompanySource, company_stream

TITLE = "出張旅費規程"
BEFORE = "宿泊先は会社が指定するホテルとする。"
EVIDENCE = "国内出張の宿泊費は1泊あたり12,000円を上限とする。"
NEXT = "領収書を添付する。"
LAST = "精算は翌月末までに行う。"
RULE = (
    "## 第1条（目的）\n本規程は出張の旅費を定める。\n\n"
    f"## 第2条（宿泊費）\n{BEFORE}{EVIDENCE}{NEXT}{LAST}\n\n"
    "## 第3条（日当）\n国内出張の日当は2,000円とする。海外出張の日当は本規程では定めない。"
)
CANTEEN = "社員食堂は11時30分から13時30分まで営業する。"


def _question(qid: str, question: str, **fields) -> dict:
    return {
        "qid": qid,
        "question": question,
        "answerable": False,
        "required_doc_ids": [],
        "required_versions": [],
        "answer_span": None,
        "evidence": None,
        "category": "direct",
        "pair_of": None,
        "notes": "",
        **fields,
    }


def _bundle(root: Path) -> Path:
    folder = root / "rules"
    folder.mkdir(parents=True)
    corpus = [
        {"doc_id": "T-TRAVEL", "version": "1", "title": TITLE, "text": RULE},
        {
            "doc_id": "T-CANTEEN",
            "version": "1",
            "title": "食堂利用要領",
            "text": f"## 第1条（営業）\n{CANTEEN}",
        },
    ]
    answerable = {"answerable": True, "required_versions": ["1"]}
    questions = [
        _question(
            "A1",
            "国内出張の宿泊費の上限はいくらですか？",
            **answerable,
            required_doc_ids=["T-TRAVEL"],
            answer_span="12,000円",
            evidence=EVIDENCE,
        ),
        _question(
            "A2",
            "海外出張の宿泊費の上限はいくらですか？",
            category="target-mismatch",
            pair_of="A1",
            notes="topic=T-TRAVEL@1",
        ),
        _question(
            "A3",
            "社員食堂は何時から営業していますか？",
            **answerable,
            required_doc_ids=["T-CANTEEN"],
            answer_span="11時30分",
            evidence=CANTEEN,
        ),
    ]
    for name, rows in (("corpus.jsonl", corpus), ("questions.jsonl", questions)):
        (folder / name).write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    return folder


def _pairs(source: CompanySource, qid: str, seed: int = 0):
    q = next(q for q in source.questions if q["qid"] == qid)
    return source.pairs(q, random.Random(seed), random.Random(seed))


def _kind(pairs, kind: str):
    return [p for p in pairs if p.kind == kind]


def test_the_answer_window_is_the_evidence_sentence_and_the_next_with_the_span_inside_it(tmp_path):
    source = CompanySource(_bundle(tmp_path))
    (window,) = _kind(_pairs(source, "A1"), "window_positive")
    assert window.text == EVIDENCE + NEXT
    assert window.title == f"{TITLE} 第2条（宿泊費）"
    assert (window.topic, window.answer) == (1.0, 1.0)
    assert window.span is not None and window.text[window.span[0] : window.span[1]] == "12,000円"


def test_the_other_window_holds_none_of_the_answer_strings(tmp_path):
    source = CompanySource(_bundle(tmp_path))
    seen = set()
    for seed in range(20):
        (other,) = _kind(_pairs(source, "A1", seed), "window_other")
        assert "12,000円" not in other.text and EVIDENCE not in other.text
        assert (other.topic, other.answer, other.span) == (1.0, 0.0, None)
        seen.add(other.text)
    # The window before the evidence holds it; the last sentence's window is that sentence.
    assert seen == {NEXT + LAST, LAST}


def test_an_unanswerable_twin_reads_the_window_of_the_sentence_sharing_most_of_its_words(tmp_path):
    source = CompanySource(_bundle(tmp_path))
    pairs = _pairs(source, "A2")
    (nearest,) = _kind(pairs, "target-mismatch_nearest")
    assert nearest.title == f"{TITLE} 第3条（日当）"
    windows = {p.title: p for p in _kind(pairs, "window_target-mismatch")}
    # In the gold passage the evidence sentence, not the first one (宿泊 only); in 第3条 its
    # last sentence (海外出張, alone: no sentence after it), not the first (出張 only).
    assert {t: p.text for t, p in windows.items()} == {
        f"{TITLE} 第2条（宿泊費）": EVIDENCE + NEXT,
        f"{TITLE} 第3条（日当）": "海外出張の日当は本規程では定めない。",
    }
    assert all((p.topic, p.answer, p.span) == (1.0, 0.0, None) for p in windows.values())


def test_a_passage_of_one_sentence_gives_no_window(tmp_path):
    source = CompanySource(_bundle(tmp_path))
    pairs = _pairs(source, "A3")
    assert [p.text for p in _kind(pairs, "positive")] == [CANTEEN]
    assert not [p for p in pairs if p.kind.startswith("window_")]
    assert _kind(_pairs(source, "A1"), "window_positive")  # a passage of four sentences does


def test_without_the_option_no_window_is_made_and_with_it_the_other_pairs_stay_the_same(tmp_path):
    source = CompanySource(_bundle(tmp_path))

    def stream(**option):
        return [p for group in company_stream([source], dev=False, seed=3, epochs=2, **option) for p in group]

    without, default = stream(sentence_windows=False), stream()
    assert without == default
    assert not [p for p in without if p.kind.startswith("window_")]
    with_windows = stream(sentence_windows=True)
    assert {"window_positive", "window_other", "window_target-mismatch"} <= {p.kind for p in with_windows}
    assert [p for p in with_windows if not p.kind.startswith("window_")] == without


def test_the_command_flag_turns_the_windows_on_and_they_are_counted_by_kind(tmp_path, monkeypatch):
    from retrieval.management.commands import train_answerability
    from retrieval.training import answer_trainer

    folder = _bundle(tmp_path)
    built = []

    def write_pairs(settings, e5_dir, out):
        train, dev, counts = answer_trainer.build_pairs(settings)
        built.append((settings, dev, counts))
        return {"by_kind": counts}

    monkeypatch.setattr(train_answerability, "ensure_e5_model", lambda: tmp_path)
    monkeypatch.setattr(answer_trainer, "write_training_pairs", write_pairs)
    unseen = _bundle(tmp_path / "unseen")  # read for the dev pairs only
    args = ("--company", str(folder), "--dev-company", str(unseen), "--write-pairs", str(tmp_path / "pairs"))
    call_command("train_answerability", *args)
    call_command("train_answerability", *args, "--sentence-windows")
    (off, _, off_counts), (on, dev, on_counts) = built
    assert not off.sentence_windows and on.sentence_windows
    assert not [k for k in off_counts if k.startswith("window_")]
    assert on_counts["window_positive"] == on_counts["window_other"] > 0
    assert on_counts["window_target-mismatch"] > 0
    # The dev pairs stay passages: comparable with a run without the option.
    assert dev and not [p for p in dev if p.kind.startswith("window_")]
