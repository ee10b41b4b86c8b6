"""Training pairs as tensors, for training on another machine (an accelerator's) with torch alone
(``train_answerability --write-pairs``; the files: the model card)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from retrieval.answering.spans import char_to_tokens

if TYPE_CHECKING:
    from retrieval.training.answer_data import Pair

PAIRS = "pairs.npz"
E5_PART = "e5.fp16.safetensors"
SETTINGS = "settings.json"


def read_batch(tokenizer, pairs: Sequence[Pair], max_length: int, **options):
    """(encoding, (passage input, text offset) per pair): question and passage as the model
    reads them, the passage truncated to fit ``max_length``, with character offsets."""
    inputs = [p.model_input() for p in pairs]
    enc = tokenizer(
        [p.question for p in pairs],
        [text for text, _ in inputs],
        truncation="only_second",
        max_length=max_length,
        return_offsets_mapping=True,
        **options,
    )
    return enc, inputs


def tokenize(tokenizer, pairs: Sequence[Pair], max_length: int, batch: int = 512) -> dict[str, list]:
    """Token ids and span/passage token positions of each pair, as ``encode`` reads them."""
    out: dict[str, list] = {k: [] for k in ("ids", "start", "end", "lo", "hi")}
    for at in range(0, len(pairs), batch):
        chunk = pairs[at : at + batch]
        enc, inputs = read_batch(tokenizer, chunk, max_length)
        for b, (p, (_, offset)) in enumerate(zip(chunk, inputs, strict=True)):
            seq, offs = enc.sequence_ids(b), enc["offset_mapping"][b]
            span = char_to_tokens(seq, offs, offset, p.span) if p.span is not None else None
            text_tokens = [i for i, s in enumerate(seq) if s == 1 and offs[i][1] > offset]
            out["ids"].append(enc["input_ids"][b])
            out["start"].append(span[0] if span else -1)
            out["end"].append(span[1] if span else -1)
            out["lo"].append(text_tokens[0] if text_tokens else 0)
            out["hi"].append(text_tokens[-1] if text_tokens else 0)
    return out


def write_pairs(folder: Path, train: Sequence[Pair], dev: Sequence[Pair], e5_dir: Path, settings) -> dict:
    """Write the folder described above; returns a short summary."""
    import torch
    from safetensors.torch import load_file, save_file
    from transformers import AutoTokenizer

    folder.mkdir(parents=True, exist_ok=True)
    tokenizer = AutoTokenizer.from_pretrained(str(e5_dir))
    parts = {"tr_": (train, tokenize(tokenizer, train, settings.max_length))}
    parts["dv_"] = (dev, tokenize(tokenizer, dev, settings.max_length))
    vocab = sorted({i for _, tok in parts.values() for seq in tok["ids"] for i in seq})
    if len(vocab) >= 2**16:
        raise ValueError(f"{len(vocab)} distinct tokens do not fit 16-bit ids")
    remap = np.zeros(max(vocab) + 1, dtype=np.int64)
    remap[vocab] = np.arange(len(vocab))
    kinds = sorted({p.kind for pairs, _ in parts.values() for p in pairs})
    arrays: dict[str, np.ndarray] = {"vocab": np.asarray(vocab, dtype=np.int64), "kinds": np.asarray(kinds)}
    for pre, (pairs, tok) in parts.items():
        flat = [i for seq in tok["ids"] for i in seq]
        arrays[pre + "ids"] = remap[np.asarray(flat, dtype=np.int64)].astype(np.uint16)
        arrays[pre + "lens"] = np.asarray([len(s) for s in tok["ids"]], dtype=np.int32)
        for key in ("start", "end", "lo", "hi"):
            arrays[pre + key] = np.asarray(tok[key], dtype=np.int32)
        arrays[pre + "topic"] = np.asarray(
            [np.nan if p.topic is None else p.topic for p in pairs], np.float32
        )
        arrays[pre + "answer"] = np.asarray([p.answer for p in pairs], np.float32)
        arrays[pre + "kind"] = np.asarray([kinds.index(p.kind) for p in pairs], np.int32)
    np.savez_compressed(folder / PAIRS, **arrays)

    e5 = load_file(str(e5_dir / "model.safetensors"))
    from_e5 = settings.layers if settings.init_from is None else 0
    keep = {
        key: tensor
        for key, tensor in e5.items()
        if key.startswith("embeddings.")
        or (key.startswith("encoder.layer.") and int(key.split(".")[2]) < from_e5)
    }
    keep["embeddings.word_embeddings.weight"] = e5["embeddings.word_embeddings.weight"][torch.tensor(vocab)]
    save_file({k: v.to(torch.float16).contiguous() for k, v in keep.items()}, str(folder / E5_PART))
    config = json.loads((e5_dir / "config.json").read_text("utf-8"))
    from retrieval.modelfiles import model_id

    record = {
        "settings": asdict(settings),
        "base_model": model_id(e5_dir),
        "e5_config": config,
        "e5_layers": from_e5,
    }
    (folder / SETTINGS).write_text(json.dumps(record, ensure_ascii=False, indent=2), "utf-8")
    return {"train": len(train), "dev": len(dev), "vocab": len(vocab)}
