"""Index arrays shared by the processes of a machine (#39 item 4): retrieval.shared_index.

Processes map one folder of files per index version and content (float16 vectors, BM25
postings) instead of each holding its own arrays; a new version or passage set gives a new
folder, a damaged one is rebuilt, and an unusable directory falls back to memory.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
from datetime import date
from pathlib import Path

import numpy as np
import pytest

from retrieval.core import index_files
from retrieval.core.analysis import analyze
from retrieval.core.collection import Collection
from retrieval.core.search import candidates
from retrieval.shared_index import Fingerprint, collection_shared
from tests.retrieval.core_data import ALL_STAFF, REFERENCE_AS_OF, reference_records

DIM = 64
QUESTION = "育児休業の申請は何日前までですか"


class Encoder:
    """A fixed unit vector per question text (seeded by its characters)."""

    model_id = "test-encoder"

    def encode_queries(self, texts):
        out = []
        for text in texts:
            v = np.random.default_rng(sum(map(ord, text))).standard_normal(DIM).astype(np.float32)
            out.append(v / np.linalg.norm(v))
        return np.asarray(out)


def corpus() -> tuple[list, np.ndarray, str]:
    records = reference_records()
    vectors = np.random.default_rng(7).standard_normal((len(records), DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    fingerprint = Fingerprint("test-encoder", DIM)
    for r, v in zip(records, vectors, strict=True):
        fingerprint.add(r.passage_id, r.title, r.text, v.tobytes())
    return records, vectors, fingerprint.hexdigest()


def results(collection: Collection, question: str = QUESTION) -> list[tuple[str, float, float]]:
    """(passage id, BM25, dense) of the hybrid top candidates, in order."""
    found = candidates(
        collection,
        analyze(question, today=REFERENCE_AS_OF),
        groups=ALL_STAFF,
        as_of=REFERENCE_AS_OF,
        mode="hybrid",
        encoder=Encoder(),
        top_n=len(collection),
    )
    return [(c.passage.passage_id, c.bm25, c.dense) for c in found]


def assert_same_results(got, expected) -> None:
    assert [r[0] for r in got] == [r[0] for r in expected]
    for (_, bm25, dense), (_, bm25_expected, dense_expected) in zip(got, expected, strict=True):
        assert bm25 == pytest.approx(bm25_expected, abs=1e-9)
        assert dense == pytest.approx(dense_expected, abs=2e-3)


def mapped_arrays(collection: Collection) -> list[np.ndarray]:
    bm25 = collection.bm25
    return [collection.embeddings, bm25.doc_ids, bm25.tfs, bm25.indptr, bm25.keys, bm25.doc_len]


def assert_mapped(collection: Collection, root: Path) -> set[int]:
    """Every big array is a read-only map of a file under ``root``; returns the files' inodes."""
    inodes = set()
    for array in mapped_arrays(collection):
        assert isinstance(array, np.memmap) and not array.flags.owndata and not array.flags.writeable
        assert Path(array.filename).parent.parent == root
        inodes.add(os.stat(array.filename).st_ino)
    assert collection.embeddings.dtype == np.float16
    return inodes


def _load_in_child(root: str, barrier) -> dict:
    """In a spawned process: load the corpus's index from ``root``, report what it mapped."""
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    django.setup()
    records, vectors, fingerprint = corpus()
    barrier.wait(timeout=60)  # both build at once: concurrent writers of one folder
    collection = collection_shared(
        records, vectors, index_version="7", fingerprint=fingerprint, root=Path(root)
    )
    return {"inodes": sorted(assert_mapped(collection, Path(root))), "results": results(collection)}


def test_two_processes_map_the_same_files_and_search_like_float32(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    with ctx.Manager() as manager, ctx.Pool(2) as pool:
        barrier = manager.Barrier(2)
        first, second = pool.starmap(_load_in_child, [(str(tmp_path), barrier)] * 2)
    assert first["inodes"] == second["inodes"]  # the same files, not two copies
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith(".")] == [
        index_files.folder_name("7", corpus()[2])
    ]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no leftovers
    records, vectors, _ = corpus()
    in_memory = results(Collection(records, embeddings=vectors))  # float32, built here
    assert first["results"] == second["results"]
    assert_same_results(first["results"], in_memory)
    assert len(in_memory) == len(records)


@pytest.mark.parametrize("damage", ["truncate", "flip", "manifest"])
def test_damaged_file_is_detected_and_rebuilt(tmp_path, damage, caplog):
    records, vectors, fingerprint = corpus()
    first = collection_shared(records, vectors, index_version="3", fingerprint=fingerprint, root=tmp_path)
    before = assert_mapped(first, tmp_path)
    expected = results(first)
    folder = tmp_path / index_files.folder_name("3", fingerprint)
    target = folder / ("bm25_doc_ids.npy" if damage == "truncate" else index_files.VECTORS)
    if damage == "truncate":
        os.truncate(target, target.stat().st_size - 8)
    elif damage == "flip":  # same size, one byte changed in place
        with open(target, "r+b") as fh:
            fh.seek(-3, os.SEEK_END)
            byte = fh.read(1)
            fh.seek(-3, os.SEEK_END)
            fh.write(bytes([byte[0] ^ 0x55]))
    else:  # an interrupted copy: the manifest is missing
        (folder / index_files.MANIFEST).unlink()
    with caplog.at_level(logging.WARNING, logger="retrieval.shared_index"):
        again = collection_shared(records, vectors, index_version="3", fingerprint=fingerprint, root=tmp_path)
    assert "unusable, rebuilding" in caplog.text
    assert not (assert_mapped(again, tmp_path) & before)  # new files
    index_files.load(folder, fingerprint)  # the rebuilt folder checks out
    assert results(again) == expected


def test_unwritable_index_dir_falls_back_to_memory_with_a_warning(tmp_path, caplog):
    records, vectors, fingerprint = corpus()
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("x")
    with caplog.at_level(logging.WARNING, logger="retrieval.shared_index"):
        collection = collection_shared(
            records, vectors, index_version="1", fingerprint=fingerprint, root=blocker / "index"
        )
    assert "keeps its own index in memory" in caplog.text
    assert not any(isinstance(a, np.memmap) for a in mapped_arrays(collection))
    assert collection.embeddings.dtype == np.float16  # every process scores alike
    shared = collection_shared(records, vectors, index_version="1", fingerprint=fingerprint, root=tmp_path)
    assert results(collection) == results(shared)


# --- through the portal's database ------------------------------------------------------------


@pytest.fixture
def portal(db, monkeypatch, settings, tmp_path, django_capture_on_commit_callbacks):
    """Index refreshes run here after commit; the shared folders go to ``tmp_path``."""
    from retrieval.tasks import index_refresh

    monkeypatch.setattr(index_refresh, "delay", lambda: index_refresh.apply())
    settings.KONKYO_INDEX_DIR = str(tmp_path)

    def change(make):
        with django_capture_on_commit_callbacks(execute=True):
            return make()

    return change


def index_folders(root: Path) -> list[str]:
    return sorted(p.name for p in root.glob("db-*/v*"))


def bm25_ids(collection: Collection, question: str, groups=frozenset({"all-staff"})) -> list[str]:
    found = candidates(
        collection,
        analyze(question, today=date(2026, 12, 1)),
        groups=groups,
        as_of=date(2026, 12, 1),
        mode="bm25",
    )
    return [c.passage.text for c in found]


def test_new_version_or_passage_set_gives_new_files_never_old_results(portal, tmp_path):
    from retrieval import runtime
    from tests import factories

    portal(lambda: factories.version(factories.document("D"), "1", body="返品は14日以内に申請する。"))
    runtime.collection_cache_clear()
    first = runtime.portal_collection()
    first_inodes = assert_mapped_bm25(first, tmp_path)
    [first_folder] = index_folders(tmp_path)
    assert bm25_ids(first, "交通費の精算") == []
    added = portal(lambda: factories.version(factories.document("E"), "1", body="交通費の精算は月末まで。"))
    second = runtime.portal_collection()
    assert second is not first
    assert not (assert_mapped_bm25(second, tmp_path) & first_inodes)
    assert first_folder not in index_folders(tmp_path) and len(index_folders(tmp_path)) == 1  # old removed
    assert bm25_ids(second, "交通費の精算") == ["交通費の精算は月末まで。"]
    # A permission change: the new version's collection reads the new groups.
    portal(lambda: added.groups.set([factories.group("hr")]))
    third = runtime.portal_collection()
    assert bm25_ids(third, "交通費の精算") == [] and bm25_ids(third, "交通費の精算", frozenset({"hr"}))
    # The same version number over another passage set (a database rolled back): other files.
    version, third_inodes = third.index_version, assert_mapped_bm25(third, tmp_path)
    added.delete()
    again = runtime.collection_build(index_version=version, dense_model="")
    assert assert_mapped_bm25(again, tmp_path).isdisjoint(third_inodes)
    assert bm25_ids(again, "交通費の精算", frozenset({"hr"})) == []
    assert [r.text for r in again.records] == ["返品は14日以内に申請する。"]


def assert_mapped_bm25(collection: Collection, root: Path) -> set[int]:
    inodes = set()
    for array in mapped_arrays(collection)[1:]:
        assert isinstance(array, np.memmap) and not array.flags.owndata
        assert root in Path(array.filename).parents
        inodes.add(os.stat(array.filename).st_ino)
    return inodes


def test_portal_vectors_are_float16_maps_that_score_like_float32(portal, settings, tmp_path):
    from retrieval import runtime
    from retrieval.indexing import index_bump
    from retrieval.models import Passage
    from tests import factories

    for i, (title, body) in enumerate(
        [("就業規則", "始業は9時。"), ("旅費規程", "出張は事前申請。"), ("育児", "育休は1か月前に申請。")]
    ):
        portal(
            lambda i=i, title=title, body=body: factories.version(
                factories.document(f"D{i}"), title=title, body=body
            )
        )
    rng = np.random.default_rng(3)
    for passage in Passage.objects.order_by("pk"):
        v = rng.standard_normal(DIM).astype(np.float32)
        Passage.objects.filter(pk=passage.pk).update(
            embedding=(v / np.linalg.norm(v)).tobytes(), embedding_model="test-encoder"
        )
    version = str(index_bump(dense_model="test-encoder"))
    shared = runtime.collection_build(index_version=version, dense_model="test-encoder")
    root = Path(shared.embeddings.filename).parent.parent
    assert tmp_path in root.parents
    assert_mapped(shared, root)
    settings.KONKYO_SHARED_INDEX = False  # the arrays in memory, float32, as before
    own = runtime.collection_build(index_version=version, dense_model="test-encoder")
    assert not isinstance(own.embeddings, np.memmap) and own.embeddings.dtype == np.float32
    vector = Encoder().encode_queries(["出張"])[0]
    assert np.abs(shared.dense_scores(vector) - own.dense_scores(vector)).max() < 2e-3
    assert [r.passage_id for r in shared.records] == [r.passage_id for r in own.records]
