"""Training on another machine: ``train_answerability --write-pairs`` writes the pairs as
tensors, ``python -m retrieval.training.answer_fit`` trains from them with torch alone and
exports what the portal's reader loads (tiny fixture, CPU, seconds)."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.retrieval.test_train_answerability import _company, _squad

pytestmark = pytest.mark.slow

ROOT_ARGS = ("--company-epochs", "2", "--squad-questions", "2", "--max-length", "96")


def _write(tmp_path, *extra):
    folder = tmp_path / "pairs"
    call_command(
        "train_answerability",
        "--company",
        str(_company(tmp_path)),
        "--squad",
        str(_squad(tmp_path)),
        "--write-pairs",
        str(folder),
        *ROOT_ARGS,
        *extra,
    )
    return folder


def _built(tmp_path, **extra):
    """The pairs a training run with ROOT_ARGS builds from the fixture folders."""
    from retrieval.training.answer_trainer import AnswerTrainSettings, build_pairs

    settings = AnswerTrainSettings(
        out="",
        company=[str(tmp_path / "company")],
        squad=[str(tmp_path / "squad")],
        company_epochs=2,
        squad_questions=2,
        max_length=96,
        **extra,
    )
    return build_pairs(settings)


def test_pairs_written_as_tensors_keep_every_pair_and_its_span(tmp_path):
    from transformers import AutoTokenizer

    from retrieval.modelfiles import ensure_e5_model

    folder = _write(tmp_path, "--init-from", "e5", "--layers", "1")
    data = np.load(folder / "pairs.npz")
    train, _, _ = _built(tmp_path)
    assert len(data["tr_lens"]) == len(train)
    assert list(data["tr_answer"]) == [p.answer for p in train]
    assert [None if np.isnan(t) else t for t in data["tr_topic"]] == [p.topic for p in train]
    # ids map back through the vocabulary to e5's own tokens, and a span's tokens spell the span
    tokenizer = AutoTokenizer.from_pretrained(str(ensure_e5_model()))
    vocab, lens = data["vocab"], data["tr_lens"]
    at = int(np.argmax(data["tr_start"] >= 0))
    offset = int(lens[:at].sum())
    ids = vocab[data["tr_ids"][offset : offset + lens[at]].astype(np.int64)]
    pair = train[at]
    expected = tokenizer(pair.question, pair.model_input()[0], truncation="only_second", max_length=96)
    assert ids.tolist() == expected["input_ids"]
    span = tokenizer.decode(ids[data["tr_start"][at] : data["tr_end"][at] + 1].tolist()).replace(" ", "")
    assert span == pair.text[pair.span[0] : pair.span[1]].replace(" ", "")
    record = json.loads((folder / "settings.json").read_text("utf-8"))
    assert record["e5_layers"] == 1 and record["settings"]["seed"] == 20261201


def test_fit_trains_from_the_tensors_alone_and_exports_what_the_reader_loads(tmp_path):
    from retrieval.answering.reader import AnswerReader, is_answerability_dir
    from retrieval.core.types import PassageRecord

    folder = _write(tmp_path, "--init-from", "e5", "--layers", "1", "--dev-share", "0.5")
    out = tmp_path / "out"
    args = [str(folder), "--out", str(out), "--init-from", "", "--layers", "1", "--steps", "3"]
    args += [
        "--pairs-per-step",
        "4",
        "--order-seed",
        "5",
        "--device",
        "cpu",
        "--threads",
        "1",
        "--eval-every",
        "2",
    ]
    script = (
        "import sys; from retrieval.training.answer_fit import fit, parser; "
        f"fit(parser().parse_args({args!r})); "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('django', 'sudachipy', 'celery')); "
        "print('IMPORTED', bad)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "IMPORTED []" in done.stdout  # torch, transformers and safetensors are all it needs
    record = json.loads((out / "training.json").read_text("utf-8"))
    assert record["format"] == "konkyo-answerability-1" and record["steps_done"] == 3
    assert [h["step"] for h in record["history"]] == [0, 2, 3]
    assert record["fit"]["order_seed"] == 5 and record["device"] == "cpu"
    config = json.loads((out / "config.json").read_text("utf-8"))
    assert (
        config["vocab_size"] == 250037 and config["num_hidden_layers"] == 1
    )  # e5's vocabulary, not the subset
    assert is_answerability_dir(out)
    text = "国内出張の宿泊費は1泊あたり12,000円を上限とする。"
    p = PassageRecord(
        passage_id="x", version_id="v", doc_id="d", version_label="1", title="出張旅費規程", text=text
    )
    (reading,) = AnswerReader(out).read("国内出張の宿泊費の上限は？", [p])
    assert reading.span is not None and 0 <= reading.span[0] < reading.span[1] <= len(text)


def test_fit_starts_where_the_trainer_starts(tmp_path):
    """The same initial network read through the tensors gives the trainer's step-0 dev metric."""
    from transformers import AutoTokenizer

    from retrieval.answering.net import init_net
    from retrieval.modelfiles import SHIPPED_DIR, ensure_e5_model
    from retrieval.training.answer_fit import PairTensors, evaluate, load_net
    from retrieval.training.answer_trainer import evaluate_pairs

    folder = _write(tmp_path, "--dev-share", "0.5")
    data = np.load(folder / "pairs.npz")
    import torch

    net = load_net(folder, SHIPPED_DIR, 6)
    got = evaluate(net, PairTensors(data, "dv_"), list(data["kinds"]), torch.device("cpu"))
    e5 = ensure_e5_model()
    _, dev, _ = _built(tmp_path, dev_share=0.5)
    assert got["pairs"] == len(dev) > 0
    want = evaluate_pairs(init_net(e5, SHIPPED_DIR), AutoTokenizer.from_pretrained(str(e5)), dev, 96)
    assert got["answer_auroc"] == pytest.approx(want["answer_auroc"], abs=0.02)
    assert got["answer_prob_mean_by_kind"].keys() == want["answer_prob_mean_by_kind"].keys()
    for kind, mean in want["answer_prob_mean_by_kind"].items():
        assert got["answer_prob_mean_by_kind"][kind] == pytest.approx(mean, abs=0.01)


def test_write_pairs_refuses_nomiracl_and_a_run_needs_out_or_pairs(tmp_path):
    with pytest.raises(CommandError, match="--nomiracl"):
        call_command(
            "train_answerability",
            "--nomiracl",
            str(tmp_path),
            "--write-pairs",
            str(tmp_path / "p"),
            *ROOT_ARGS,
        )
    with pytest.raises(CommandError, match="--out"):
        call_command("train_answerability", "--company", str(tmp_path), *ROOT_ARGS)
    assert not (tmp_path / "p").exists()


def test_fit_names_a_missing_tensors_folder(tmp_path, capsys):
    from retrieval.training.answer_fit import main

    with pytest.raises(SystemExit) as stopped:
        main([str(tmp_path / "nowhere"), "--out", str(tmp_path / "out"), "--device", "cpu"])
    assert stopped.value.code == 2
    assert "nowhere" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
