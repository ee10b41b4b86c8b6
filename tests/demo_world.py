"""A small portal world for plumbing tests: roles, two content groups, a few versions."""

from __future__ import annotations

from datetime import date

from portal import dispatch, questions
from portal.models import Question
from portal.services import roles_setup
from retrieval import indexing
from retrieval.models import GateConfiguration
from retrieval.runtime import collection_cache_clear
from tests import factories

RETURNS = (
    "## 第1条 返品期限\n\n日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。\n\n"
    "## 第2条 問い合わせ\n\n返品の問い合わせはカスタマーサポート課が受け付ける。"
)
ACCOUNTING = "## 第1条 支払\n\n取引先への支払は翌月25日に行う。管理番号 ACC-7781 の帳票を用いる。"


def activate_bm25_gate(threshold: float = 1.0) -> GateConfiguration:
    """Plumbing tests run without the e5 model: a BM25-decided gate with every check on."""
    GateConfiguration.objects.filter(is_active=True).update(is_active=False)
    return GateConfiguration.objects.create(
        name="test-bm25",
        version=GateConfiguration.objects.filter(name="test-bm25").count() + 1,
        is_active=True,
        retrieval="bm25",
        selection="top_k",
        decision_score="bm25",
        threshold=threshold,
        max_k=3,
        top_n=10,
        checks=["target", "period", "item", "parts"],
        fallback_contact="総務部 規程管理窓口",
    )


def build() -> dict:
    roles_setup()
    activate_bm25_gate()
    returns = factories.document("RET-P20", owner="品質保証部", contact="品質保証部 返品窓口 (内線 4100)")
    v_ret = factories.version(
        returns,
        "1",
        title="P-20 日本向け返品規程",
        body=RETURNS,
        valid_from=date(2026, 1, 1),
        groups=("all-staff",),
    )
    acc = factories.document(
        "ACC-PAY", owner="経理部 支払担当 CANARY-OWNER", contact="CANARY-CONTACT 内線 3300"
    )
    v_acc = factories.version(
        acc,
        "1",
        title="CANARY-TITLE 支払処理要領",
        body=ACCOUNTING,
        valid_from=date(2026, 1, 1),
        groups=("accounting",),
    )
    tanaka = factories.user("tanaka", "employee", "all-staff")
    suzuki = factories.user("suzuki", "employee", "all-staff", "accounting")
    nobody = factories.user("charlie", "employee")
    reviewer = factories.user("sato", "reviewer", "all-staff")
    indexing.index_refresh()
    collection_cache_clear()
    return {
        "returns": v_ret,
        "accounting": v_acc,
        "tanaka": tanaka,
        "suzuki": suzuki,
        "nobody": nobody,
        "reviewer": reviewer,
    }


def finished(user, text: str, *, on: date | None = None) -> Question:
    """``text`` asked by ``user`` (reference date ``on``, else the default) and answered here in
    this process by the runner's own code: for tests about what a finished question shows."""
    q = dispatch.question_submit(user=user, text=text, user_date=on)
    questions.question_process(q.pk)
    q.refresh_from_db()
    return q
