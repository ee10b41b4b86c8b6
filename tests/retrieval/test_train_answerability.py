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


def test_freeze_lower_keeps_embeddings_and_the_first_layers_as_initialised():
    from retrieval.answering.net import init_net
    from retrieval.modelfiles import ensure_e5_model
    from retrieval.training.answer_trainer import freeze_lower

    net = init_net(ensure_e5_model(), None, layers=3)
    freeze_lower(net, 2)
    frozen = {n for n, p in net.named_parameters() if not p.requires_grad}
    assert any(n.startswith("bert.embeddings.") for n in frozen)
    assert all(n in frozen for n, _ in net.named_parameters() if n.startswith("bert.encoder.layer.1."))
    trainable = {n for n, p in net.named_parameters() if p.requires_grad}
    assert any(n.startswith("bert.encoder.layer.2.") for n in trainable)
    assert {"pooled.weight", "span.weight"} <= trainable


@pytest.mark.parametrize(
    ("question", "passage", "expected"),
    [
        # The passage names the asked group: the swapped question asks about another one.
        ("正社員の夏季休暇は何日？", "正社員の夏季休暇は5日とする。", "swapped"),
        # The question names no group: nothing to swap (the rule may apply to everyone).
        ("夏季休暇は何日？", "正社員の夏季休暇は5日とする。", None),
        # The passage does not name the asked group: the rule may cover it, no swap.
        ("正社員の夏季休暇は何日？", "夏季休暇は5日とする。", None),
    ],
)
def test_target_swap_by_group_only_where_the_passage_names_the_asked_group(question, passage, expected):
    import random

    from retrieval.training.answer_data.company import _swap_target

    got = _swap_target(question, passage, random.Random(3))
    if expected is None:
        assert got is None
    else:
        assert got is not None and got != question and "正社員" not in got
        assert got.replace(got[: got.index("の")], "正社員", 1) == question


@pytest.mark.parametrize(
    ("question", "passage", "expected"),
    [
        # An amount is asked and stated: the swap asks a rate or a count the rule never gives.
        ("宿泊費の上限はいくらですか？", "宿泊費は1泊あたり12,000円を上限とする。", {"何%", "何回"}),
        # Days asked: hours, months or times instead — not months when the rule states months.
        ("申請は何日前までに？", "申請は3日前までに行う。", {"何時間", "何か月", "何回"}),
        ("申請は何日前までに？", "申請は3日前まで、長期休暇は1か月前までに行う。", {"何時間", "何回"}),
        # No unit asked (いつ, 誰): nothing to swap.
        ("申請先は誰ですか？", "申請先は所属長とする。", set()),
        # Every plausible other unit is stated somewhere in the passage: no swap (it might answer).
        ("参加費はいくらですか？", "参加費は3,000円、年2回まで、費用の50%を補助する。", set()),
    ],
)
def test_asked_item_swap_asks_a_unit_the_passage_states_nowhere(question, passage, expected):
    import random

    from retrieval.training.answer_data.company import _swap_asked_item

    got = {_swap_asked_item(question, passage, random.Random(seed)) for seed in range(40)}
    if not expected:
        assert got == {None}
        return
    asked = "いくら" if "いくら" in question else "何日"
    # Only the ask changes, and over seeds every plausible unit not stated is drawn.
    assert got == {question.replace(asked, ask, 1) for ask in expected}


def test_an_evaluation_bundle_trains_only_on_its_tune_split(tmp_path):
    """company-dev's shapes (evidence per document, required_versions as an object,
    related_doc_ids for unanswerables) give pairs; its check split is never read."""
    import random

    from retrieval.training.answer_data import CompanySource

    folder = tmp_path / "dev"
    folder.mkdir()
    corpus = [
        {"doc_id": "T-TRAVEL", "version": "1", "title": "出張旅費規程", "text": RULE.replace("\\n", "\n")}
    ]
    (folder / "corpus.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in corpus))
    base = {"groups": ["all"], "required_versions": {"T-TRAVEL": "1"}, "required_doc_ids": ["T-TRAVEL"]}
    questions = [
        {
            **base,
            "qid": "Q1",
            "split": "tune",
            "answerable": True,
            "category": "direct",
            "question": "国内出張の宿泊費の上限は？",
            "evidence": {"T-TRAVEL": ["国内出張の宿泊費は1泊あたり12,000円を上限とする"]},
        },
        {
            "qid": "Q2",
            "split": "tune",
            "answerable": False,
            "category": "missing-item",
            "question": "海外出張の支度金はいくら？",
            "groups": ["all"],
            "required_doc_ids": [],
            "related_doc_ids": ["T-TRAVEL"],
        },
        {
            **base,
            "qid": "Q3",
            "split": "check",
            "answerable": True,
            "category": "direct",
            "question": "国内出張の日当はいくら？",
            "evidence": {"T-TRAVEL": ["国内出張の日当は2,000円とする"]},
        },
    ]
    (folder / "questions.jsonl").write_text(
        "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in questions)
    )
    source = CompanySource(folder, dev_share=0.5, seed=1)
    assert [q["qid"] for q in source.questions] == ["Q1", "Q2"]
    assert source.dev_docs == set()  # the tune split is all training
    rng = random.Random(0)
    pairs = [p for q in source.questions_for(dev=False) for p in source.pairs(q, rng)]
    assert "国内出張の日当はいくら？" not in {p.question for p in pairs}
    kinds = {p.kind: p for p in pairs}
    assert kinds["positive"].answer == 1.0 and kinds["positive"].span is None
    assert "12,000円" in kinds["positive"].text and "12,000円" not in kinds["removed"].text
    assert kinds["missing-item_nearest"].answer == 0.0 and kinds["missing-item_nearest"].topic == 1.0


def test_questions_without_japanese_script_and_near_misses_come_as_often_as_asked(tmp_path):
    """An English question comes ``other_script_repeats`` times a pass, a target-mismatch
    variant ``variant_repeats`` times, every other question once; a question that is both
    comes the larger number of times, not the product."""
    from collections import Counter

    from retrieval.training.answer_data import CompanySource, company_stream

    folder = _company(tmp_path)
    rows = [json.loads(line) for line in (folder / "questions.jsonl").read_text("utf-8").splitlines()]
    rows.append({**rows[0], "qid": "E1", "question": "What is the hotel limit for a domestic trip?"})
    rows.append({**rows[1], "qid": "E2", "question": "What is the hotel limit for an overseas trip?"})
    (folder / "questions.jsonl").write_text(
        "\n".join(json.dumps(q, ensure_ascii=False) for q in rows), "utf-8"
    )
    source = CompanySource(folder)
    counts = Counter(
        group[0].question
        for group in company_stream(
            [source], dev=False, seed=3, epochs=2, variant_repeats=2, other_script_repeats=5
        )
    )
    assert counts == {
        "国内出張の宿泊費の上限はいくらですか？": 2,
        "海外出張の宿泊費の上限はいくらですか？": 4,
        "社員食堂は何時から営業していますか？": 2,
        "今日の天気は？": 2,
        "What is the hotel limit for a domestic trip?": 10,
        "What is the hotel limit for an overseas trip?": 10,
    }


def test_another_training_seed_holds_out_the_same_documents(tmp_path):
    """The held-out documents follow ``dev_seed`` alone: a run with another ``seed`` is judged
    on the same documents and never trains on them, while another ``dev_seed`` moves them."""
    from retrieval.training.answer_trainer import AnswerTrainSettings, build_pairs

    folder = tmp_path / "rules"
    folder.mkdir()
    corpus = [
        {
            "doc_id": f"T-{n:02d}",
            "version": "1",
            "title": f"規程{n}",
            "text": f"## 第1条\n手当{n}は月額{n},000円とする。",
        }
        for n in range(1, 9)
    ]
    questions = [
        {
            "qid": f"Q{n}",
            "question": f"手当{n}はいくらですか？",
            "answerable": True,
            "required_doc_ids": [f"T-{n:02d}"],
            "required_versions": ["1"],
            "answer_span": f"月額{n},000円",
            "evidence": f"手当{n}は月額{n},000円とする。",
            "category": "direct",
            "pair_of": None,
            "notes": "",
        }
        for n in range(1, 9)
    ]
    (folder / "corpus.jsonl").write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in corpus))
    (folder / "questions.jsonl").write_text("\n".join(json.dumps(q, ensure_ascii=False) for q in questions))

    def split(seed, dev_seed):
        settings = AnswerTrainSettings(
            out=str(tmp_path / "out"), company=[str(folder)], dev_share=0.25, seed=seed, dev_seed=dev_seed
        )
        train, dev, _ = build_pairs(settings)
        return {p.question for p in train if p.kind == "positive"}, sorted(
            (p.question, p.kind, p.text) for p in dev
        )

    train_a, dev_a = split(seed=1, dev_seed=7)
    assert dev_a and not {q for q, _, _ in dev_a} & train_a
    for seed in (2, 3, 4):
        train_b, dev_b = split(seed=seed, dev_seed=7)
        assert dev_b == dev_a
        assert train_b == train_a
    moved = {tuple(split(seed=1, dev_seed=d)[1]) for d in (7, 8, 9, 10, 11)}
    assert len(moved) > 1


def test_mined_negatives_are_the_passages_the_starting_model_likes_that_cannot_answer(tmp_path):
    """``CompanySource.mine``: for an unanswerable variant any nearby passage may be mined (the
    item is stated nowhere), for an answerable question only other documents' passages without
    its answer; the ``per_question`` best-scored ones at or above the floor join the question's
    pairs as answer 0 with the topic unjudged; held-out documents' questions are never mined."""
    import random

    from retrieval.training.answer_data import MINE_FLOOR, CompanySource

    folder = _company(tmp_path)
    more = [
        ("T-CLAIMS", "## 第1条\n国内出張の宿泊費の精算は月末に締める。"),  # the topic, not the answer
        ("T-GUIDE", "## 第1条\n国内出張の宿泊費は1泊あたり12,000円を上限とする。"),  # states it again
    ]
    with (folder / "corpus.jsonl").open("a", encoding="utf-8") as f:
        for doc_id, text in more:
            f.write("\n" + json.dumps({"doc_id": doc_id, "version": "1", "title": "旅費", "text": text}))
    source = CompanySource(folder)
    travel = {p.text for p in source.passages if p.doc_id == "T-TRAVEL"}
    scored: list[str] = []

    def everything_answers(pairs):
        scored.extend(p.question for p in pairs)
        return [0.9] * len(pairs)

    assert source.mine(everything_answers, per_question=5) > 0
    assert set(source.mined) <= {"A1", "A2", "A3", "A4"} and "A2" in source.mined
    assert travel <= {p.text for p in source.mined["A2"]}  # the topic's own rule: nothing states it
    assert [p.text for p in source.mined["A1"]] == ["国内出張の宿泊費の精算は月末に締める。"]
    for qid, gold_doc_texts in (
        ("A1", travel),
        ("A3", {p.text for p in source.passages if p.doc_id == "T-CANTEEN"}),
    ):
        for pair in source.mined.get(qid, []):
            assert pair.text not in gold_doc_texts
    for pairs in source.mined.values():
        assert all(p.answer == 0.0 and p.topic is None and p.kind == "mined" for p in pairs)
    a2 = next(q for q in source.questions if q["qid"] == "A2")
    assert set(map(id, source.mined["A2"])) <= set(map(id, source.pairs(a2, random.Random(0))))

    # Only the best-scored one per question, and none the model already rejects.
    def prefers_allowances(pairs):
        return [0.8 if "日当" in p.text else MINE_FLOOR / 2 for p in pairs]

    source.mine(prefers_allowances, per_question=1)
    assert [p.text for p in source.mined["A2"]] == [t for t in travel if "日当" in t]
    assert "A1" not in source.mined  # its one candidate scores below the floor
    assert all("日当" in p.text for pairs in source.mined.values() for p in pairs)

    source.mine(lambda pairs: [MINE_FLOOR / 2] * len(pairs), per_question=3)
    assert source.mined == {}

    scored.clear()
    source.dev_docs = {"T-TRAVEL"}
    source.mine(everything_answers, per_question=5)
    assert "A1" not in source.mined and "A2" not in source.mined
    assert not {"国内出張の宿泊費の上限はいくらですか？", "海外出張の宿泊費の上限はいくらですか？"} & set(
        scored
    )


def test_mined_negatives_need_the_model_so_not_with_write_pairs(tmp_path):
    from django.core.management.base import CommandError

    company = _company(tmp_path)
    for extra in (["--write-pairs", str(tmp_path / "pairs")], ["--out", str(tmp_path / "out")]):
        with pytest.raises(CommandError, match="--mine-negatives"):
            call_command(
                "train_answerability",
                "--company",
                str(company),
                "--mine-negatives",
                "1" if "--write-pairs" in extra else "-1",
                *extra,
            )
    assert not (tmp_path / "pairs").exists() and not (tmp_path / "out").exists()


def test_a_folder_given_twice_is_mined_once_and_both_copies_carry_its_negatives(tmp_path):
    from retrieval.training.answer_trainer import AnswerTrainSettings, build_pairs

    folder = str(_company(tmp_path))
    calls = []

    def scorer(pairs):
        calls.append(len(pairs))
        return [0.9] * len(pairs)

    settings = AnswerTrainSettings(out="", company=[folder, folder], company_epochs=1, mine_negatives=1)
    _, _, counts = build_pairs(settings, scorer=scorer)
    once = AnswerTrainSettings(out="", company=[folder], company_epochs=1, mine_negatives=1)
    _, _, single = build_pairs(once, scorer=lambda pairs: [0.9] * len(pairs))
    assert len(calls) == 1 and calls[0] > 0
    assert single["mined"] > 0 and counts["mined"] == 2 * single["mined"]


def test_whole_organizations_given_for_dev_are_the_dev_metrics_and_never_trained_on(tmp_path):
    """``dev_company``: every question of those folders is dev, none a training pair; with
    ``dev_share`` 0 the dev pairs are theirs alone; a folder given for both is refused."""
    from retrieval.training.answer_trainer import AnswerTrainSettings, build_pairs

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    trained, unseen = _company(tmp_path / "a"), _company(tmp_path / "b")
    rows = [json.loads(line) for line in (unseen / "questions.jsonl").read_text("utf-8").splitlines() if line]
    for q in rows:
        q["question"] = "未見：" + q["question"]
    (unseen / "questions.jsonl").write_text(
        "\n".join(json.dumps(q, ensure_ascii=False) for q in rows), "utf-8"
    )
    settings = AnswerTrainSettings(
        out=str(tmp_path / "out"), company=[str(trained)], dev_company=[str(unseen)], dev_share=0.0
    )
    train, dev, _ = build_pairs(settings)
    assert dev and all(p.question.startswith("未見：") for p in dev)
    assert {p.kind for p in dev} >= {"positive"}
    assert train and not any(p.question.startswith("未見：") for p in train)
    with pytest.raises(ValueError, match="also training data"):
        build_pairs(
            AnswerTrainSettings(out="x", company=[str(trained)], dev_company=[str(trained)], dev_share=0.0)
        )


def test_a_two_part_question_trains_as_its_asks(tmp_path):
    """``parts`` (the organizations written here): each ask is a question of its own, the ask
    stated nowhere a missing item; never the whole question against half its answer."""
    from retrieval.training.answer_data import CompanySource

    (tmp_path / "a").mkdir()
    folder = _company(tmp_path / "a")
    rows = [json.loads(line) for line in (folder / "questions.jsonl").read_text("utf-8").splitlines() if line]
    first = next(q for q in rows if q["answerable"])
    two = {
        **first,
        "qid": "TWO",
        "question": "宿泊費の上限と、日当の額を教えて",
        "answerable": False,
        "required_doc_ids": [],
        "required_versions": [],
        "category": "missing-item",
        "notes": "topic=T-TRAVEL@1; gap=part",
        "pair_of": first["qid"],
        "parts": [
            {
                "ask": "宿泊費の上限",
                "answerable": True,
                "required_doc_ids": first["required_doc_ids"],
                "required_versions": first["required_versions"],
                "answer_span": first["answer_span"],
                "evidence": first["evidence"],
            },
            {
                "ask": "日当の額",
                "answerable": False,
                "required_doc_ids": [],
                "required_versions": [],
                "answer_span": None,
                "evidence": None,
            },
        ],
    }
    with (folder / "questions.jsonl").open("a", encoding="utf-8") as f:
        f.write("\n" + json.dumps(two, ensure_ascii=False))
    asks = {q["qid"]: q for q in CompanySource(folder).questions if q["qid"].startswith("TWO")}
    assert set(asks) == {"TWO#1", "TWO#2"}
    assert (asks["TWO#1"]["question"], asks["TWO#1"]["answerable"]) == ("宿泊費の上限", True)
    assert asks["TWO#1"]["answer_span"] == first["answer_span"]
    assert (asks["TWO#2"]["answerable"], asks["TWO#2"]["category"]) == (False, "missing-item")


def test_a_split_never_lets_a_check_organization_in(tmp_path):
    """--split adds the split's train and dev organizations; one of its check organizations
    given for training (or dev) is refused before anything is read."""
    from django.core.management import CommandError, call_command

    split = tmp_path / "split.json"
    split.write_text(json.dumps({"train": ["a"], "dev": ["b"], "check": ["c"]}), "utf-8")
    with pytest.raises(CommandError, match="a check organization"):
        call_command(
            "train_answerability", "--split", str(split), "--company", "c", "--out", str(tmp_path / "o")
        )
    (tmp_path / "bad.json").write_text("{}", "utf-8")
    with pytest.raises(CommandError, match="bad.json"):
        call_command(
            "train_answerability", "--split", str(tmp_path / "bad.json"), "--out", str(tmp_path / "o")
        )


def _started_from(root: Path, *, seed: int, steps_done: int) -> Path:
    folder = root / "start"
    folder.mkdir()
    record = {"settings": {"seed": seed, "pairs_per_step": 16}, "steps_done": steps_done}
    (folder / "training.json").write_text(json.dumps(record), encoding="utf-8")
    return folder


def test_continuing_with_the_starting_weights_seed_says_their_pairs_are_read_again(tmp_path):
    from retrieval.training.answer_trainer import AnswerTrainSettings, same_order_note

    start = _started_from(tmp_path, seed=20261201, steps_done=600)
    note = same_order_note(AnswerTrainSettings(out="x", init_from=str(start), seed=20261201))
    assert note is not None
    assert "9600 pairs" in note and "--seed" in note


def test_another_seed_or_a_start_without_a_record_reads_on_without_a_note(tmp_path):
    from retrieval.training.answer_trainer import AnswerTrainSettings, same_order_note

    start = _started_from(tmp_path, seed=20261201, steps_done=600)
    assert same_order_note(AnswerTrainSettings(out="x", init_from=str(start), seed=20261207)) is None
    assert same_order_note(AnswerTrainSettings(out="x", init_from=str(tmp_path), seed=20261201)) is None
    assert same_order_note(AnswerTrainSettings(out="x", init_from=None)) is None
