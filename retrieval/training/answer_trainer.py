"""Train Konkyo's answerability model (``retrieval.answering.net``).

Pairs come from ``retrieval.training.answer_data`` (company rules with exact answer spans
and their unanswerable variants, Wikipedia QA, generated unanswerables). Loss: binary
cross-entropy on the topic and answer logits, plus cross-entropy of the span's start and
end token on the pairs that state the answer. Everything is seeded; the log has the loss
every ``log_every`` steps and, every ``eval_every`` steps, on the held-out company documents:
AUROC of the answer and topic heads and how often the predicted span overlaps the gold one.

The export writes what ships: non-embedding weights in fp16, the config, the record.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from retrieval.answering.net import FORMAT, init_net
from retrieval.answering.spans import best_span, char_to_tokens
from retrieval.training.answer_data import (
    HELD_OUT_SEED,
    CompanySource,
    Pair,
    SquadSource,
    company_stream,
    interleave,
    squad_stream,
)
from retrieval.training.answer_fit import auroc
from retrieval.training.answer_tensors import read_batch, write_pairs
from retrieval.training.nomiracl_data import NomiraclSource, nomiracl_stream
from retrieval.training.trainer import SHIPPED_RECORD, adamw, export_shipped, lr_factor, seed_everything


@dataclass
class AnswerTrainSettings:
    out: str
    company: list[str] = field(default_factory=list)  # company-train style bundle folders
    # Whole organizations read only for the dev metrics (every document of each, none trained on,
    # none a negative): the measure of what the model does on rules of organizations it never saw.
    dev_company: list[str] = field(default_factory=list)
    squad: list[str] = field(default_factory=list)  # SQuAD-format folders
    nomiracl: list[str] = field(default_factory=list)  # NoMIRACL-style bundles (tuning part only)
    init_from: str | None = None  # shipped reranker folder (layers + head), else e5 layers
    layers: int = 6
    freeze_layers: int = 0  # the first N transformer layers stay as initialised (embeddings always do)
    steps: int = 1500
    pairs_per_step: int = 16
    company_epochs: int = 4
    squad_questions: int = 3000
    company_weight: float = 1.0  # share of groups drawn from company data vs SQuAD
    variant_repeats: int = 1  # unanswerable company variants per pass (see company_stream)
    other_script_repeats: int = 1  # company questions without kana or kanji, per pass
    squad_weight: float = 1.0
    nomiracl_weight: float = 0.5  # share of NoMIRACL groups
    nomiracl_epochs: int = 3
    nomiracl_per_question: int = 4  # judged passages of a non-relevant question per pass
    dev_share: float = 0.12  # company documents held out for the dev metrics
    # Which documents are held out: its own seed, so a run with another training ``seed`` keeps
    # the same held-out documents (and never trains on the ones the shipped model was judged on).
    dev_seed: int = HELD_OUT_SEED
    lr: float = 5e-5
    warmup: float = 0.05
    weight_decay: float = 0.01
    span_weight: float = 0.5
    max_length: int = 256
    window_chars: int = 300
    seed: int = 20261201
    threads: int = 2
    log_every: int = 25
    eval_every: int = 300
    max_minutes: float | None = None
    # Stop (and export) after this many steps while keeping the learning-rate schedule of
    # ``steps``: how the shipped weights were taken (step 900 of a 1,800-step schedule).
    stop_after_steps: int | None = None
    # Per company question, negatives the starting model reads as most likely to answer
    # (``CompanySource.mine``); 0: none.
    mine_negatives: int = 0
    # Company groups also hold sentence windows (one sentence and the next, with the title:
    # ``answer_data.windows``), so the answer sentence is judged, not only the passage. The
    # dev pairs stay passages, comparable with runs without them.
    sentence_windows: bool = False


def encode(tokenizer, pairs: Sequence[Pair], max_length: int):
    """Tokenized batch, span token targets (−1 where none) and the pieces for decoding."""
    import torch

    enc, inputs = read_batch(tokenizer, pairs, max_length, padding=True, return_tensors="pt")
    starts, ends = [], []
    for b, (p, (_, offset)) in enumerate(zip(pairs, inputs, strict=True)):
        tokens = None
        if p.span is not None:
            tokens = char_to_tokens(enc.sequence_ids(b), enc["offset_mapping"][b].tolist(), offset, p.span)
        starts.append(tokens[0] if tokens else -1)
        ends.append(tokens[1] if tokens else -1)
    return enc, torch.tensor(starts), torch.tensor(ends), inputs


def forward(model, enc):
    return model(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"])


def evaluate_pairs(model, tokenizer, pairs: Sequence[Pair], max_length: int, batch: int = 32) -> dict:
    """Dev metrics: AUROC of both heads, span overlap on the positives."""
    import torch

    topic, answer, hits, spans = [], [], 0, 0
    model.eval()
    with torch.inference_mode():
        for at in range(0, len(pairs), batch):
            chunk = pairs[at : at + batch]
            enc, starts, _, inputs = encode(tokenizer, chunk, max_length)
            t, a, s, e = forward(model, enc)
            topic += t.tolist()
            answer += a.tolist()
            for b, p in enumerate(chunk):
                if p.span is None or starts[b] < 0:
                    continue
                spans += 1
                got = best_span(
                    s[b].numpy(),
                    e[b].numpy(),
                    enc.sequence_ids(b),
                    enc["offset_mapping"][b].tolist(),
                    inputs[b][1],
                    len(p.text),
                )
                if got and got[0] < p.span[1] and p.span[0] < got[1]:
                    hits += 1
    by_kind: dict[str, list[float]] = {}
    for p, a in zip(pairs, answer, strict=True):
        by_kind.setdefault(p.kind, []).append(a)
    return {
        "pairs": len(pairs),
        "answer_auroc": auroc([p.answer for p in pairs], answer),
        "topic_auroc": auroc(
            [p.topic for p in pairs if p.topic is not None],
            [t for p, t in zip(pairs, topic, strict=True) if p.topic is not None],
        ),
        "span_overlap": hits / spans if spans else None,
        "answer_prob_mean_by_kind": {
            k: round(float(np.mean(1 / (1 + np.exp(-np.asarray(v))))), 3) for k, v in sorted(by_kind.items())
        },
    }


def answer_probs(model, tokenizer, pairs: Sequence[Pair], max_length: int, batch: int = 32) -> list[float]:
    """The model's answer probability for each pair (no gradients)."""
    import torch

    out: list[float] = []
    model.eval()
    with torch.inference_mode():
        for at in range(0, len(pairs), batch):
            enc, *_ = encode(tokenizer, pairs[at : at + batch], max_length)
            out += torch.sigmoid(forward(model, enc)[1]).tolist()
    return out


def build_pairs(settings: AnswerTrainSettings, scorer=None) -> tuple[list[Pair], list[Pair], dict]:
    """(training pairs in batch order, dev pairs, counts by kind). ``scorer`` (pairs →
    answer probabilities) picks NoMIRACL's pseudo-positives and the mined negatives; needed
    when ``settings.nomiracl`` or ``settings.mine_negatives``."""
    companies = [CompanySource(Path(f), settings.dev_share, settings.dev_seed) for f in settings.company]
    if settings.mine_negatives:
        if scorer is None:
            raise ValueError("mined negatives need the starting model (not with --write-pairs)")
        mined: dict[Path, dict] = {}  # a folder given twice (weighted ×2) is scored once
        for source in companies:
            key = source.folder.resolve()
            if key not in mined:
                source.mine(scorer, settings.mine_negatives)
                mined[key] = source.mined
            source.mined = mined[key]
    streams, weights = [], []
    if companies:
        streams.append(
            company_stream(
                companies,
                dev=False,
                seed=settings.seed,
                epochs=settings.company_epochs,
                variant_repeats=settings.variant_repeats,
                other_script_repeats=settings.other_script_repeats,
                sentence_windows=settings.sentence_windows,
            )
        )
        weights.append(settings.company_weight)
    if settings.squad:
        squad = SquadSource([Path(f) for f in settings.squad], settings.window_chars)
        streams.append(squad_stream(squad, seed=settings.seed + 1, limit=settings.squad_questions))
        weights.append(settings.squad_weight)
    for k, folder in enumerate(settings.nomiracl):
        groups = NomiraclSource(Path(folder)).groups(scorer)
        streams.append(
            nomiracl_stream(
                groups,
                seed=settings.seed + 10 + k,
                epochs=settings.nomiracl_epochs,
                per_question=settings.nomiracl_per_question,
            )
        )
        weights.append(settings.nomiracl_weight)
    train = [p for group in interleave(streams, weights, settings.seed + 2) for p in group]
    unseen = [CompanySource(Path(f), 1.0, settings.dev_seed) for f in settings.dev_company]
    overlap = {s.folder.resolve() for s in unseen} & {s.folder.resolve() for s in companies}
    if overlap:
        raise ValueError(f"--dev-company folders are also training data: {sorted(map(str, overlap))}")
    dev = [
        p
        for group in company_stream(companies + unseen, dev=True, seed=settings.dev_seed + 3, epochs=1)
        for p in group
    ]
    counts: dict[str, int] = {}
    for p in train:
        counts[p.kind] = counts.get(p.kind, 0) + 1
    return train, dev, counts


def write_training_pairs(settings: AnswerTrainSettings, e5_dir: Path, folder: Path) -> dict:
    """Build this run's pairs and write them as tensors for ``answer_fit`` (see
    ``retrieval.training.answer_tensors``); NoMIRACL's pseudo-positives need the model, so not
    with ``settings.nomiracl``."""
    if settings.nomiracl or settings.mine_negatives:
        raise ValueError(
            "--write-pairs does not take --nomiracl or --mine-negatives (the model picks their pairs)"
        )
    train, dev, counts = build_pairs(settings)
    return {**write_pairs(folder, train, dev, e5_dir, settings), "by_kind": counts}


def freeze_lower(model, layers: int) -> None:
    """Keep all embeddings and the first ``layers`` transformer layers as initialised: the
    backward pass stops above them (cheaper steps), and the frozen part stays e5's."""
    if layers <= 0:
        return
    for param in model.bert.embeddings.parameters():
        param.requires_grad_(False)
    for layer in model.bert.encoder.layer[:layers]:
        for param in layer.parameters():
            param.requires_grad_(False)


def _batch_losses(model, *, tokenizer, batch: Sequence[Pair], max_length: int, losses):
    """(topic loss over the pairs whose topic is judged, answer loss, span loss) of one batch."""
    import torch

    bce, bce_each, ce = losses
    enc, starts, ends, _ = encode(tokenizer, batch, max_length)
    topic, answer, s_logits, e_logits = forward(model, enc)
    judged = torch.tensor([p.topic is not None for p in batch])
    y_topic = torch.tensor([p.topic or 0.0 for p in batch], dtype=topic.dtype)
    y_answer = torch.tensor([p.answer for p in batch], dtype=answer.dtype)
    loss_topic = bce_each(topic, y_topic)[judged].mean() if judged.any() else topic.sum() * 0
    loss_answer = bce(answer, y_answer)
    pad = enc["attention_mask"] == 0
    s_logits = s_logits.masked_fill(pad, -1e4)
    e_logits = e_logits.masked_fill(pad, -1e4)
    loss_span = (ce(s_logits, starts) + ce(e_logits, ends)) / 2 if (starts >= 0).any() else topic.sum() * 0
    return loss_topic, loss_answer, loss_span


def same_order_note(settings: AnswerTrainSettings) -> str | None:
    """Where the starting weights were trained with this run's ``seed``, the pairs come in the
    order they already read: the first ``steps_done × pairs_per_step`` again. Says so (and how
    to read others), from the starting folder's ``training.json``; None otherwise."""
    if not settings.init_from:
        return None
    path = Path(settings.init_from) / SHIPPED_RECORD
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    earlier = record.get("settings") or {}
    if earlier.get("seed") != settings.seed:
        return None
    read = int(record.get("steps_done") or 0) * int(earlier.get("pairs_per_step") or 0)
    return (
        f"the starting weights ({settings.init_from}) were trained with the same --seed "
        f"{settings.seed}: the questions come in the order they read, so the first ~{read} pairs "
        "are read again; pass another --seed to read others"
    )


def _loss_entry(*, step: int, running: np.ndarray, seen: int, elapsed: float) -> dict:
    t, a, s = running / seen
    return {"step": step, "loss_topic": t, "loss_answer": a, "loss_span": s, "seconds": round(elapsed, 1)}


def train(settings: AnswerTrainSettings, e5_dir: Path, progress: Callable[[str], None] = print) -> dict:
    import torch
    from transformers import AutoTokenizer

    torch.set_num_threads(settings.threads)
    seed_everything(settings.seed)
    out = Path(settings.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    tokenizer = AutoTokenizer.from_pretrained(str(e5_dir))
    model = init_net(e5_dir, Path(settings.init_from) if settings.init_from else None, settings.layers)
    train_pairs, dev_pairs, counts = build_pairs(
        settings, scorer=lambda pairs: answer_probs(model, tokenizer, pairs, settings.max_length)
    )
    steps = min(settings.steps, len(train_pairs) // settings.pairs_per_step)
    progress(
        f"data: {len(train_pairs)} training pairs {counts}; dev {len(dev_pairs)} pairs from "
        f"held-out documents and organizations; built in {time.monotonic() - t0:.0f}s; {steps} steps"
    )
    repeat = same_order_note(settings)
    if repeat:
        progress(f"note: {repeat}")
    freeze_lower(model, settings.freeze_layers)
    params = [p for p in model.parameters() if p.requires_grad]
    optim = adamw(model, lr=settings.lr, weight_decay=settings.weight_decay)
    warmup = int(settings.warmup * steps)
    losses = (
        torch.nn.BCEWithLogitsLoss(),
        torch.nn.BCEWithLogitsLoss(reduction="none"),
        torch.nn.CrossEntropyLoss(ignore_index=-1),
    )
    history: list[dict] = []
    if dev_pairs:
        m = evaluate_pairs(model, tokenizer, dev_pairs, settings.max_length)
        progress(f"step 0 dev {json.dumps(m, ensure_ascii=False)}")
        history.append({"step": 0, **m})
    started = time.monotonic()
    running, seen, step, stopped_early = np.zeros(3), 0, 0, False
    for step in range(1, steps + 1):
        batch = train_pairs[(step - 1) * settings.pairs_per_step : step * settings.pairs_per_step]
        model.train()
        for g in optim.param_groups:
            g["lr"] = settings.lr * lr_factor(step - 1, steps, warmup)
        loss_topic, loss_answer, loss_span = _batch_losses(
            model, tokenizer=tokenizer, batch=batch, max_length=settings.max_length, losses=losses
        )
        loss = loss_topic + loss_answer + settings.span_weight * loss_span
        optim.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optim.step()
        running += [loss_topic.item(), loss_answer.item(), loss_span.item()]
        seen += 1
        if step % settings.log_every == 0:
            elapsed = time.monotonic() - started
            entry = _loss_entry(step=step, running=running, seen=seen, elapsed=elapsed)
            progress(
                f"step {step} loss topic {entry['loss_topic']:.4f} answer {entry['loss_answer']:.4f} "
                f"span {entry['loss_span']:.4f} lr {optim.param_groups[0]['lr']:.2e} {elapsed / step:.2f}s/step"
            )
            history.append(entry)
            running, seen = np.zeros(3), 0
        last = step == steps
        over = bool(settings.max_minutes and time.monotonic() - started > settings.max_minutes * 60)
        over = over or bool(settings.stop_after_steps and step >= settings.stop_after_steps)
        if step % settings.eval_every == 0 or last or over:
            if dev_pairs:
                m = evaluate_pairs(model, tokenizer, dev_pairs, settings.max_length)
                progress(f"step {step} dev {json.dumps(m, ensure_ascii=False)}")
                history.append({"step": step, **m})
            export(model, out, _record(settings, e5_dir, history, step, started, counts, partial=not last))
        if over and not last:
            stopped_early = True
            progress(f"stopped at step {step} (--max-minutes {settings.max_minutes} / --stop-after-steps)")
            break
    record = _record(
        settings, e5_dir, history, step, started, counts, partial=False, stopped_early=stopped_early
    )
    export(model, out, record)
    progress(f"done: step {step}, exported to {out}")
    return record


def _record(settings, e5_dir, history, step, started, counts, *, partial, stopped_early=False) -> dict:
    from retrieval.modelfiles import model_id

    return {
        "format": FORMAT,
        "settings": asdict(settings),
        "base_model": model_id(e5_dir),
        "training_pairs_by_kind": counts,
        "steps_done": step,
        "train_seconds": round(time.monotonic() - started, 1),
        "partial": partial,
        "stopped_early": stopped_early,
        "history": history,
    }


def export(model, out: Path, record: dict) -> Path:
    """The reranker's export (fp16 without word embeddings, config, record), in this format."""
    return export_shipped(model, out, record, fmt=FORMAT)
