"""``manage.py train_answerability`` end to end on a tiny fixture (seconds): data from a
company bundle and a SQuAD file, a few steps, an export that the portal's reader loads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.slow

RULE = (
    "## 第1条（目的）\\n本規程は出張の旅費を定める。\\n\\n"
    "## 第2条（宿泊費）\\n国内出張の宿泊費は1泊あたり12,000円を上限とする。領収書を添付する。\\n\\n"
    "## 第3条（日当）\\n国内出張の日当は2,000円とする。海外出張の日当は本規程では定めない。"
)


def _company(root: Path) -> Path:
    folder = root / "company"
    folder.mkdir()
    corpus = [
        {"doc_id": "T-TRAVEL", "version": "1", "title": "出張旅費規程", "text": RULE.replace("\\n", "\n")},
        {
            "doc_id": "T-CANTEEN",
            "version": "1",
            "title": "食堂利用要領",
            "text": "## 第1条（営業）\n社員食堂は11時30分から13時30分まで営業する。",
        },
    ]
    questions = [
        {
            "qid": "A1",
            "question": "国内出張の宿泊費の上限はいくらですか？",
            "answerable": True,
            "required_doc_ids": ["T-TRAVEL"],
            "required_versions": ["1"],
            "answer_span": "12,000円",
            "evidence": "国内出張の宿泊費は1泊あたり12,000円を上限とする。",
            "category": "direct",
            "pair_of": None,
            "notes": "",
        },
        {
            "qid": "A2",
            "question": "海外出張の宿泊費の上限はいくらですか？",
            "answerable": False,
            "required_doc_ids": [],
            "required_versions": [],
            "answer_span": None,
            "evidence": None,
            "category": "target-mismatch",
            "pair_of": "A1",
            "notes": "topic=T-TRAVEL@1",
        },
        {
            "qid": "A3",
            "question": "社員食堂は何時から営業していますか？",
            "answerable": True,
            "required_doc_ids": ["T-CANTEEN"],
            "required_versions": ["1"],
            "answer_span": "11時30分",
            "evidence": "社員食堂は11時30分から13時30分まで営業する。",
            "category": "direct",
            "pair_of": None,
            "notes": "",
        },
        {
            "qid": "A4",
            "question": "今日の天気は？",
            "answerable": False,
            "required_doc_ids": [],
            "required_versions": [],
            "answer_span": None,
            "evidence": None,
            "category": "out-of-domain",
            "pair_of": None,
            "notes": "",
        },
    ]
    (folder / "corpus.jsonl").write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in corpus), "utf-8"
    )
    (folder / "questions.jsonl").write_text(
        "\n".join(json.dumps(q, ensure_ascii=False) for q in questions), "utf-8"
    )
    return folder


def _squad(root: Path) -> Path:
    folder = root / "squad"
    folder.mkdir()
    context = "富士山は静岡県と山梨県にまたがる活火山である。標高は3776メートルで、日本で最も高い山である。"
    other = "富士山の山頂には浅間大社の奥宮がある。登山シーズンは7月から9月である。"
    data = {
        "data": [
            {
                "title": "富士山",
                "paragraphs": [
                    {
                        "context": context,
                        "qas": [
                            {
                                "id": "s1",
                                "question": "富士山の標高は何メートルですか？",
                                "answers": [{"text": "3776メートル", "answer_start": context.index("3776")}],
                            }
                        ],
                    },
                    {
                        "context": other,
                        "qas": [
                            {
                                "id": "s2",
                                "question": "富士山の登山シーズンはいつですか？",
                                "answers": [{"text": "7月から9月", "answer_start": other.index("7月")}],
                            }
                        ],
                    },
                ],
            }
        ]
    }
    (folder / "tiny.json").write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return folder


def test_training_runs_end_to_end_and_exports_what_the_reader_loads(tmp_path):
    from retrieval.answering.reader import AnswerReader, is_answerability_dir
    from retrieval.core.types import PassageRecord

    out = tmp_path / "out"
    call_command(
        "train_answerability",
        "--company",
        str(_company(tmp_path)),
        "--squad",
        str(_squad(tmp_path)),
        "--out",
        str(out),
        "--init-from",
        "e5",
        "--layers",
        "1",
        "--steps",
        "3",
        "--pairs-per-step",
        "4",
        "--company-epochs",
        "2",
        "--squad-questions",
        "2",
        "--max-length",
        "96",
        "--threads",
        "1",
        "--log-every",
        "1",
    )
    record = json.loads((out / "training.json").read_text("utf-8"))
    assert record["format"] == "konkyo-answerability-1"
    assert record["steps_done"] == 3 and record["partial"] is False
    kinds = record["training_pairs_by_kind"]
    assert kinds["positive"] >= 1 and kinds["squad_positive"] >= 1 and kinds["removed"] >= 1
    assert any(h.get("loss_span") is not None for h in record["history"])
    from safetensors import safe_open

    with safe_open(str(out / "weights.fp16.safetensors"), framework="np") as fh:
        keys = set(fh.keys())
        assert "bert.embeddings.word_embeddings.weight" not in keys  # not shipped: rebuilt from e5
        assert {"pooled.weight", "span.weight"} <= keys
        assert str(fh.get_tensor("pooled.weight").dtype) == "float16"
    assert is_answerability_dir(out)
    reader = AnswerReader(out)
    text = "国内出張の宿泊費は1泊あたり12,000円を上限とする。"
    p = PassageRecord(
        passage_id="x", version_id="v", doc_id="d", version_label="1", title="出張旅費規程", text=text
    )
    (reading,) = reader.read("国内出張の宿泊費の上限は？", [p])
    assert reading.span is not None and 0 <= reading.span[0] < reading.span[1] <= len(text)
