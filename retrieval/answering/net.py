"""The answerability network: e5's first layers with three heads.

- ``topic`` and ``answer``: two logits from the mean-pooled pair (mean pooling for the
  reason given in ``retrieval.training.net``: e5's ``<s>`` vector is an attention sink);
  topic = the passage is about what is asked (ranking, "found instead", the contact),
  answer = the passage states the answer to what is asked.
- ``span``: a start and an end logit per token (SQuAD-style extraction; only read when the
  answer logit says the answer is there, so "no answer" is the answer head, not a token).

Initialised from the shipped reranker (its layers; its relevance head seeds both pooled
heads) or, without it, from e5 itself.
"""

from __future__ import annotations

from pathlib import Path

WORD_EMBEDDINGS = "bert.embeddings.word_embeddings.weight"
FORMAT = "konkyo-answerability-1"


def build_net(config):
    """An uninitialised network for a BertConfig with ``num_hidden_layers`` set."""
    import torch
    from transformers import BertModel

    class AnswerabilityNet(torch.nn.Module):
        def __init__(self, config) -> None:
            super().__init__()
            self.config = config
            self.bert = BertModel(config, add_pooling_layer=False)
            self.pooled = torch.nn.Linear(config.hidden_size, 2)  # [topic, answer]
            self.span = torch.nn.Linear(config.hidden_size, 2)  # [start, end] per token

        def forward(self, input_ids, attention_mask, token_type_ids=None, **_ignored):
            hidden = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            heads = self.pooled(pooled)
            span = self.span(hidden)
            return heads[:, 0], heads[:, 1], span[..., 0], span[..., 1]

    return AnswerabilityNet(config)


def init_net(e5_dir: Path, reranker_dir: Path | None, layers: int = 6):
    """A network to train: e5's embeddings; layers from the shipped reranker when given
    (its head copied into both pooled heads), or everything from an earlier answerability
    export (training continues from it), else e5's first ``layers`` layers."""
    import json

    import torch
    from safetensors.torch import load_file
    from transformers import BertConfig

    record = reranker_dir / "training.json" if reranker_dir is not None else None
    if (
        record is not None
        and record.is_file()
        and json.loads(record.read_text("utf-8")).get("format") == FORMAT
    ):
        net = load_net(reranker_dir, e5_dir)
        net.bert.embeddings.word_embeddings.weight.requires_grad_(False)
        return net

    config = BertConfig.from_pretrained(str(e5_dir))
    e5_state = load_file(str(e5_dir / "model.safetensors"))
    wanted: dict = {}
    head = None
    if reranker_dir is not None:
        shipped = load_file(str(reranker_dir / "weights.fp16.safetensors"))
        layers = BertConfig.from_pretrained(str(reranker_dir)).num_hidden_layers
        for key, tensor in shipped.items():
            if key.startswith("bert."):
                wanted[key] = tensor.float()
        head = (shipped["head.weight"].float(), shipped["head.bias"].float())
    config.num_hidden_layers = layers
    config.architectures = ["BertModel"]
    for key, tensor in e5_state.items():
        if key.startswith("pooler.") or f"bert.{key}" in wanted:
            continue
        if key.startswith("encoder.layer.") and int(key.split(".")[2]) >= layers:
            continue
        wanted[f"bert.{key}"] = tensor
    net = build_net(config)
    missing, unexpected = net.load_state_dict(wanted, strict=False)
    heads = {"pooled.weight", "pooled.bias", "span.weight", "span.bias"}
    if unexpected or set(missing) - heads:
        raise RuntimeError(f"weights do not fit: missing={missing} unexpected={unexpected}")
    net.bert.embeddings.word_embeddings.weight.requires_grad_(False)
    with torch.no_grad():
        net.span.weight.normal_(0.0, 0.02)
        net.span.bias.zero_()
        if head is not None:
            net.pooled.weight.copy_(head[0].repeat(2, 1))
            net.pooled.bias.copy_(head[1].repeat(2))
        else:
            net.pooled.weight.normal_(0.0, 0.02)
            net.pooled.bias.zero_()
    return net


def load_net(weights_dir: Path, e5_dir: Path):
    """The shipped network for inference: its fp16 weights (as float32) + e5's word embeddings."""
    from safetensors import safe_open
    from safetensors.torch import load_file
    from transformers import BertConfig

    config = BertConfig.from_pretrained(str(weights_dir))
    state = {k: v.float() for k, v in load_file(str(weights_dir / "weights.fp16.safetensors")).items()}
    with safe_open(str(e5_dir / "model.safetensors"), framework="pt") as fh:
        state[WORD_EMBEDDINGS] = fh.get_tensor("embeddings.word_embeddings.weight").float()
    net = build_net(config)
    net.load_state_dict(state, strict=True)
    net.eval()
    return net


def pair_text(title: str, headings, text: str) -> tuple[str, int]:
    """What the model reads of a passage — title and heading path on the first line, then
    the text — and the offset of the text in it (spans are offsets into the text)."""
    head = " ".join(x for x in (title, *headings) if x)
    return f"{head}\n{text}", len(head) + 1


def weights_fingerprint(weights_dir: Path) -> str:
    """The first 8 hex digits of the SHA-256 of a weights folder's config and weights: names
    the reader in decisions and adoptions, and keys its ONNX export."""
    import hashlib

    digest = hashlib.sha256()
    for name in ("config.json", "weights.fp16.safetensors"):
        digest.update((weights_dir / name).read_bytes())
    return digest.hexdigest()[:8]
