"""manage.py search "QUERY" (--user NAME | --groups g1,g2) --date YYYY-MM-DD [...]"""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from retrieval import runtime, selectors
from retrieval.core.analysis import analyze
from retrieval.core.bundle import BundleError
from retrieval.core.search import RetrievalUnavailable, candidates, term_filter
from retrieval.core.types import PassageRecord
from retrieval.dense import get_encoder


def _validity(r: PassageRecord) -> str:
    start = r.valid_from.isoformat() if r.valid_from else "—"
    end = (r.valid_until - timedelta(days=1)).isoformat() if r.valid_until else ""
    return f"{start}〜{end}"


class Command(BaseCommand):
    help = "利用者の権限と基準日で絞り込んだうえで検索し、候補パッセージとスコアを表示します。"

    def add_arguments(self, parser):
        parser.add_argument("query")
        who = parser.add_mutually_exclusive_group(required=True)
        who.add_argument("--user", help="ポータルの利用者名 (--bundle では users.json の利用者)")
        who.add_argument("--groups", help="閲覧グループ (カンマ区切り)")
        parser.add_argument("--date", help="基準日 YYYY-MM-DD (既定: 今日・日本時間)")
        parser.add_argument("--mode", choices=["exact", "synonyms", "ranked"], default="ranked")
        parser.add_argument("--bundle", type=Path, help="評価バンドルを読み込んだ隔離ストアを検索する")
        parser.add_argument("--top", type=int, default=10)
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(
        self,
        *args,
        query: str,
        user,
        groups,
        date: str | None,
        mode: str,
        bundle: Path | None,
        top: int,
        as_json: bool,
        **options,
    ):
        as_of = self._date(date)
        encoder = get_encoder() if mode == "ranked" else None
        if bundle is not None:
            from retrieval.bundle_store import bundle_store_load, bundle_users

            try:
                store = bundle_store_load(bundle, encoder=encoder)
            except BundleError as exc:
                raise CommandError(str(exc)) from None
            collection, synonyms = store.collection, [list(g) for g in store.meta.synonyms]
            reading = self._bundle_groups(user, groups, bundle_users(bundle))
        else:
            collection, synonyms = runtime.portal_collection(), runtime.synonyms_current()
            reading = self._portal_groups(user, groups)
        if mode in {"exact", "synonyms"}:
            terms = query.split()
            found = term_filter(collection, terms, groups=reading, as_of=as_of, synonyms=synonyms, mode=mode)
            rows = [self._row(r) for r in found]
        else:
            analysis = analyze(query, synonyms=synonyms, today=as_of)
            try:
                found = candidates(
                    collection,
                    analysis,
                    groups=reading,
                    as_of=as_of,
                    mode="hybrid" if encoder else "bm25",
                    encoder=encoder,
                    top_n=top,
                )
            except RetrievalUnavailable as exc:
                raise CommandError(f"検索できませんでした: {exc}") from None
            rows = [self._row(c.passage, c.scores()) for c in found]
        self._print(rows, as_json)

    def _date(self, raw: str | None) -> date:
        if raw is None:
            return timezone.localdate()
        try:
            return date.fromisoformat(raw)
        except ValueError:
            raise CommandError(f"--date: YYYY-MM-DD の日付を指定してください: {raw!r}") from None

    def _portal_groups(self, username, groups) -> frozenset[str]:
        if groups is not None:
            return frozenset(g.strip() for g in groups.split(",") if g.strip())
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"--user: 利用者 {username!r} が見つかりません")
        return selectors.user_reading_groups(user=user)

    def _bundle_groups(self, username, groups, users: dict[str, frozenset[str]]) -> frozenset[str]:
        if groups is not None:
            return frozenset(g.strip() for g in groups.split(",") if g.strip())
        if username not in users:
            raise CommandError(
                f"--user: バンドルの users.json に {username!r} がありません (--groups を使ってください)"
            )
        return users[username]

    def _row(self, r: PassageRecord, scores: dict | None = None) -> dict:
        return {
            "doc_id": r.doc_id,
            "version": r.version_label,
            "title": r.title,
            "validity": _validity(r),
            "passage_id": r.passage_id,
            "text": r.text,
            "scores": scores or {},
        }

    def _print(self, rows: list[dict], as_json: bool) -> None:
        if as_json:
            self.stdout.write(json.dumps(rows, ensure_ascii=False, indent=1))
            return
        if not rows:
            self.stdout.write("該当なし")
            return
        for i, row in enumerate(rows, 1):
            scores = " ".join(f"{k}={v:.4f}" for k, v in row["scores"].items() if isinstance(v, float))
            self.stdout.write(
                f"{i:>2}. [{row['doc_id']} 第{row['version']}版] {row['title']} ({row['validity']}) {scores}"
            )
            self.stdout.write(f"    {row['text'][:80]}")
