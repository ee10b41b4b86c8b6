"""Train the answerability model from a tensors folder (``retrieval.training.answer_tensors``).

    python -m retrieval.training.answer_fit PAIRS_DIR --out DIR [--init-from FOLDER]
        [--steps N] [--pairs-per-step 16] [--lr 1e-4] [--order-seed N] [--device auto]

Needs torch, transformers and safetensors only (no Django, no data folders), so it runs on a
machine with an accelerator: on CUDA the forward pass runs in bfloat16 autocast (the losses in
float32). The loss, optimiser and schedule are ``train_answerability``'s: BCE on the topic (judged
pairs) and answer logits, 0.5 × cross-entropy of the span's start and end token, AdamW (weight
decay 0.01 on matrices), 5% warm-up then linear decay, gradient norm clipped at 1. Pairs are
read in the order they were built, or shuffled with ``--order-seed``. The export is the shipped
format (fp16 without word embeddings, config, ``training.json`` with the dev metrics).
"""

from __future__ import annotations

import argparse
import json
import math
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from retrieval.answering.spans import MAX_ANSWER_TOKENS
from retrieval.training.answer_tensors import E5_PART, PAIRS, SETTINGS

FORMAT = "konkyo-answerability-1"


def auroc(labels: Sequence[float], scores: Sequence[float]) -> float | None:
    """Area under the ROC curve (ties count half); None without both classes."""
    y = np.asarray(labels) > 0.5
    s = np.asarray(scores, dtype=np.float64)
    pos, neg = s[y], s[~y]
    if not len(pos) or not len(neg):
        return None
    greater = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(greater / (len(pos) * len(neg)))


class PairTensors:
    """One part (``tr_`` or ``dv_``) of ``pairs.npz``."""

    def __init__(self, data, prefix: str) -> None:
        self.lens = data[prefix + "lens"].astype(np.int64)
        ids = data[prefix + "ids"].astype(np.int64)
        bounds = np.concatenate([[0], np.cumsum(self.lens)])
        self.seqs = [ids[bounds[i] : bounds[i + 1]] for i in range(len(self.lens))]
        for key in ("start", "end", "lo", "hi", "topic", "answer", "kind"):
            setattr(self, key, data[prefix + key])

    def __len__(self) -> int:
        return len(self.lens)

    def batch(self, idx, device):
        import torch

        ids = torch.zeros(len(idx), int(self.lens[idx].max()), dtype=torch.long)
        mask = torch.zeros_like(ids)
        for b, i in enumerate(idx):
            ids[b, : self.lens[i]] = torch.from_numpy(self.seqs[i])
            mask[b, : self.lens[i]] = 1
        return ids.to(device), mask.to(device)


def load_net(folder: Path, init_from: Path | None, layers: int):
    """The network to train, initialised as ``init_net`` does, over the folder's e5 part."""
    from safetensors.torch import load_file, save_file

    from retrieval.answering.net import init_net

    record_file = init_from / "training.json" if init_from is not None else None
    if (
        record_file is not None
        and record_file.is_file()
        and json.loads(record_file.read_text("utf-8")).get("format") == FORMAT
    ):
        raise ValueError(f"{init_from}: continue an answerability export with train_answerability")
    record = json.loads((folder / SETTINGS).read_text("utf-8"))
    if init_from is None and record["e5_layers"] < layers:
        raise ValueError(f"{folder} holds {record['e5_layers']} e5 layers; write it with --layers {layers}")
    part = load_file(str(folder / E5_PART))
    config = dict(record["e5_config"], vocab_size=part["embeddings.word_embeddings.weight"].shape[0])
    with tempfile.TemporaryDirectory() as tmp:  # an e5 folder with the used vocabulary only
        (Path(tmp) / "config.json").write_text(json.dumps(config), "utf-8")
        save_file({k: v.float() for k, v in part.items()}, str(Path(tmp) / "model.safetensors"))
        net = init_net(Path(tmp), init_from, layers)
    net.config.vocab_size = record["e5_config"]["vocab_size"]  # the export's config: e5's own
    return net


def evaluate(net, dev: PairTensors, kinds: Sequence[str], device, batch: int = 64) -> dict:
    """AUROC of both heads, how often the best span (≤ 40 tokens of the passage text) overlaps
    the gold one in tokens, and the mean answer probability by kind."""
    import torch

    topic, answer, hits, spans = [], [], 0, 0
    net.eval()
    with (
        torch.inference_mode(),
        torch.autocast(device.type, dtype=torch.bfloat16, enabled=device.type == "cuda"),
    ):
        for at in range(0, len(dev), batch):
            idx = np.arange(at, min(at + batch, len(dev)))
            t, a, s, e = net(*dev.batch(idx, device))
            topic += t.float().tolist()
            answer += a.float().tolist()
            s, e = s.float().cpu().numpy(), e.float().cpu().numpy()
            for b, i in enumerate(idx):
                if dev.start[i] < 0:
                    continue
                spans += 1
                lo, hi = int(dev.lo[i]), int(dev.hi[i])
                n = hi - lo + 1
                scores = s[b, lo : hi + 1][:, None] + e[b, lo : hi + 1][None, :]
                band = np.triu(np.ones((n, n), bool)) & ~np.triu(np.ones((n, n), bool), k=MAX_ANSWER_TOKENS)
                first, last = divmod(int(np.argmax(np.where(band, scores, -np.inf))), n)
                hits += lo + first <= dev.end[i] and dev.start[i] <= lo + last
    judged = ~np.isnan(dev.topic)
    by_kind: dict[str, list[float]] = {}
    for k, a in zip(dev.kind, answer, strict=True):
        by_kind.setdefault(str(kinds[k]), []).append(1 / (1 + math.exp(-a)))
    return {
        "pairs": len(dev),
        "answer_auroc": auroc(dev.answer, answer),
        "topic_auroc": auroc(dev.topic[judged], np.asarray(topic)[judged]),
        "span_overlap": hits / spans if spans else None,
        "answer_prob_mean_by_kind": {k: round(float(np.mean(v)), 3) for k, v in sorted(by_kind.items())},
    }


def _optimizer(params, lr: float):
    """AdamW with weight decay on the matrices only."""
    import torch

    return torch.optim.AdamW(
        [
            {"params": [p for p in params if p.ndim > 1], "weight_decay": 0.01},
            {"params": [p for p in params if p.ndim <= 1], "weight_decay": 0.0},
        ],
        lr=lr,
    )


def _step_loss(net, *, train: PairTensors, idx: np.ndarray, device, losses):
    """One step's loss over pairs ``idx``: topic (judged pairs only) + answer + half the span loss."""
    import torch

    bce_each, bce, ce = losses
    ids, mask = train.batch(idx, device)
    with torch.autocast(device.type, dtype=torch.bfloat16, enabled=device.type == "cuda"):
        outputs = net(ids, mask)
    topic, answer, s_logits, e_logits = (x.float() for x in outputs)
    y_topic = torch.from_numpy(train.topic[idx]).to(device)
    judged = ~torch.isnan(y_topic)
    loss_topic = (
        bce_each(topic, torch.nan_to_num(y_topic))[judged].mean() if judged.any() else topic.sum() * 0
    )
    loss_answer = bce(answer, torch.from_numpy(train.answer[idx]).to(device))
    starts = torch.from_numpy(train.start[idx].astype(np.int64)).to(device)
    ends = torch.from_numpy(train.end[idx].astype(np.int64)).to(device)
    pad = mask == 0
    loss_span = (
        (ce(s_logits.masked_fill(pad, -1e4), starts) + ce(e_logits.masked_fill(pad, -1e4), ends)) / 2
        if (starts >= 0).any()
        else topic.sum() * 0
    )
    return loss_topic + loss_answer + 0.5 * loss_span


def fit(args, progress: Callable[[str], None] = print) -> dict:
    import torch

    from retrieval.training.trainer import export_shipped, lr_factor, seed_everything

    folder, out = Path(args.pairs), Path(args.out)
    device = torch.device(
        "cuda" if args.device == "auto" and torch.cuda.is_available() else args.device.replace("auto", "cpu")
    )
    torch.set_num_threads(args.threads)
    seed_everything(args.seed)
    data = np.load(folder / PAIRS)
    train, dev, kinds = PairTensors(data, "tr_"), PairTensors(data, "dv_"), [str(k) for k in data["kinds"]]
    net = load_net(folder, Path(args.init_from) if args.init_from else None, args.layers).to(device)
    order = np.arange(len(train))
    if args.order_seed is not None:
        order = np.random.default_rng(args.order_seed).permutation(order)
    steps = min(args.steps, len(order) // args.pairs_per_step)
    params = [p for p in net.parameters() if p.requires_grad]
    optim = _optimizer(params, args.lr)
    warmup = int(0.05 * steps)
    losses = (
        torch.nn.BCEWithLogitsLoss(reduction="none"),
        torch.nn.BCEWithLogitsLoss(),
        torch.nn.CrossEntropyLoss(ignore_index=-1),
    )
    history = [{"step": 0, **evaluate(net, dev, kinds, device)}] if len(dev) else []
    progress(f"{len(train)} training pairs, {len(dev)} dev, {steps} steps on {device}")
    started = time.monotonic()
    for step in range(1, steps + 1):
        net.train()
        idx = order[(step - 1) * args.pairs_per_step : step * args.pairs_per_step]
        for group in optim.param_groups:
            group["lr"] = args.lr * lr_factor(step - 1, steps, warmup)
        loss = _step_loss(net, train=train, idx=idx, device=device, losses=losses)
        optim.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optim.step()
        if len(dev) and (step % args.eval_every == 0 or step == steps):
            metrics = evaluate(net, dev, kinds, device)
            history.append({"step": step, "seconds": round(time.monotonic() - started, 1), **metrics})
            shown = {k: v for k, v in metrics.items() if k != "answer_prob_mean_by_kind"}
            progress(f"step {step} dev {json.dumps(shown)}")
    built = json.loads((folder / SETTINGS).read_text("utf-8"))
    record = {
        "format": FORMAT,
        "settings": built["settings"],
        "fit": {k: v for k, v in vars(args).items() if k not in ("pairs", "out")},
        "device": torch.cuda.get_device_name() if device.type == "cuda" else "cpu",
        "base_model": built["base_model"],
        "steps_done": steps,
        "train_seconds": round(time.monotonic() - started, 1),
        "partial": False,
        "history": history,
    }
    out.mkdir(parents=True, exist_ok=True)
    export_shipped(net, out, record, fmt=FORMAT)
    progress(f"done: {steps} steps, exported to {out}")
    return record


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("pairs", help="folder written by train_answerability --write-pairs")
    p.add_argument("--out", required=True)
    p.add_argument(
        "--init-from", default="retrieval/shipped/konkyo-reranker-ja", help="a reranker export; '' for e5"
    )
    p.add_argument("--layers", type=int, default=6, help="e5 layers when starting from e5")
    p.add_argument("--steps", type=int, default=2380)
    p.add_argument("--pairs-per-step", type=int, default=16)
    p.add_argument("--lr", type=float, default=1e-4)
    p.add_argument("--seed", type=int, default=20261205, help="torch seed (the span head's initialisation)")
    p.add_argument("--order-seed", type=int, default=None, help="shuffle the pairs with this seed")
    p.add_argument("--device", default="auto", help="auto (CUDA when there is one), cpu or cuda")
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--eval-every", type=int, default=595)
    return p


def main(argv: Sequence[str] | None = None) -> None:
    options = parser()
    args = options.parse_args(argv)
    try:
        fit(args)
    except (FileNotFoundError, ValueError) as exc:
        options.error(str(exc))  # names the missing folder or file, exits 2


if __name__ == "__main__":
    main()
