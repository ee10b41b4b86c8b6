"""Nothing a user may not read reaches them, whatever admins do (SPEC §3, §4 steps 1/3/7, §11, §12).

A Hypothesis state machine builds documents and versions (validity periods, reading groups,
owners and contacts) and gives users content groups; it interleaves admin actions (grant or
revoke a group, add a version — by hand or uploaded with an owner and contact of its own —,
change a validity period, a version's reading groups or its owner and contact, delete a
version or a document) with questions asked through the API and the ask page and
answered by the product's own task code, and with users browsing versions and reviewer pages.
Every title, body, owner and contact carries a unique canary code (``CANARY-T…``), so a leak
is visible as a string wherever it surfaces. After every step:

1. nothing a response cites or mentions (citations, logged candidates, found-instead, contacts)
   lies outside what the asker may read on the reference date (a shared group and valid then);
2. non-interference: the response equals the one the pure pipeline gives over only the
   versions the asker may read on that date, each with the owner and contact the oracle
   gave it (ids, timestamps, latencies and the index version number excepted), so nothing of
   another version (text, title, dates, owner, contact) may change it;
3. no canary of something the user may not read appears in the API's answers (detail, list,
   version endpoints, whose 404 for an unreadable id is byte-identical to a nonexistent id's),
   the result, history and version pages, error pages, reviewer pages (403 for non-reviewers),
   and no canary at all appears in the log lines of the step or in the cache.

The index refresh an admin change schedules runs either at once (the embedded default) or
later (a Celery worker that has not caught up); questions asked in between must still
neither cite nor be influenced by what was revoked.
"""

from __future__ import annotations

import json
import logging
import pickle
import re
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from itertools import combinations
from typing import ClassVar

import numpy as np
import pytest
from django.conf import settings as django_settings
from django.contrib.auth.models import Group
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import transaction
from django.test import Client, TestCase
from django.urls import resolve
from django.utils import timezone
from hypothesis import event
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from accounts.roles import EMPLOYEE, REVIEWER
from grading.models import Decision as LoggedDecision
from portal import dispatch, questions
from portal.models import Question
from portal.services import roles_setup
from retrieval import runtime, selectors, services
from retrieval.core.bundle import VersionSpec
from retrieval.core.collection import Collection
from retrieval.core.pipeline import run_pipeline
from retrieval.core.serialize import decision_to_dict
from retrieval.dense import get_encoder
from retrieval.models import Document, DocumentVersion, Passage
from tests import demo_world, factories

pytestmark = pytest.mark.django_db

# --- the generated world's vocabulary -------------------------------------------------------

GROUPS = ("grp-a", "grp-b", "grp-c")
REVIEWER_NAME = "rita"
USERS = {"alice": EMPLOYEE, "bob": EMPLOYEE, REVIEWER_NAME: REVIEWER}
BOUNDS = (date(2025, 1, 1), date(2026, 1, 1), date(2026, 7, 1), date(2027, 1, 1))
# Reference dates on and next to the validity boundaries.
REF_DATES = (date(2025, 6, 1), date(2026, 1, 1), date(2026, 6, 30), date(2026, 7, 1), date(2027, 3, 1))
# A date stated in the question is the reference date when the user chose none (SPEC §4 step 0).
DATE_PREFIXES = {"": None, "2025年6月1日時点で、": date(2025, 6, 1), "2027年3月の": date(2027, 3, 1)}
TITLES = ("返品規程", "旅費規程", "経費精算要領", "就業規則", "製品保証規程", "在宅勤務規程")
DEPARTMENTS = ("総務部", "経理部", "人事部", "品質保証部")
# Rule sentences and a question each answers (when readable and valid on the date); most
# questions also find other sentences, which must then be held without naming hidden ones.
TOPICS = (
    ("返品は納品後14日以内に返品窓口へ申請する", "返品は何日以内に申請しますか？"),
    ("返品は納品後30日以内に申請する", "返品の申請は納品後何日以内ですか？"),
    ("出張の日当は1日あたり3000円とする", "出張の日当はいくらですか？"),
    ("有給休暇の申請は人事部の窓口で受け付ける", "有給休暇の申請窓口はどこですか？"),
    ("製品 P-20 の保証期間は1年間とする", "P-20 の保証期間は何年ですか？"),
    ("製品 P-30 の保証期間は2年間とする", "P-20 と P-30 の保証期間は？"),
    ("在宅勤務は週3日までとする", "在宅勤務は週何日までですか？"),
    ("交通費の上限額は月額5万円とする", "交通費の上限額はいくらですか？"),
    ("返品の送料はこの規程では定めていない", "返品の送料は誰が負担しますか？"),
)
SENTENCES = tuple(sentence for sentence, _ in TOPICS)
ANSWERS = dict(TOPICS)
QUESTIONS = (*(question for _, question in TOPICS), "経費精算の締切はいつですか？", "社員食堂の営業時間は？")
# Canaries: letters only, so the identifier extractor (P-20, ACC-7781) never picks one up.
CANARY = re.compile(r"CANARY-[TBOC][A-Z]{4}", re.IGNORECASE)
CSRF_VALUE = re.compile(r'(name="csrfmiddlewaretoken" value=")[^"]*(")')
NONCE_VALUE = re.compile(r'(nonce=")[^"]*(")')
MAX_RUNS_PER_QUESTION = questions.MAX_ATTEMPTS


def canary(kind: str, serial: int) -> str:
    letters = []
    for _ in range(4):
        serial, rest = divmod(serial, 26)
        letters.append(chr(ord("A") + rest))
    return f"CANARY-{kind}{''.join(reversed(letters))}"


def without_operator_fields(response: dict) -> dict:
    """The API shows employees no per-stage timings or site-wide decision id (issue #15)."""
    return {k: v for k, v in response.items() if k not in ("timings_ms", "decision_id")}


def canaries_in(text: str) -> set[str]:
    return {m.upper() for m in CANARY.findall(text)}


ALL_VALIDITIES = [
    (start, end)
    for start in (None, *BOUNDS)
    for end in (None, *BOUNDS)
    if start is None or end is None or start < end
]
validities = st.sampled_from(ALL_VALIDITIES)
# Non-empty sets first (they shrink towards one group); the empty set (nobody reads) last.
reading_groups = st.sampled_from(
    sorted((frozenset(c) for n in (1, 2) for c in combinations(GROUPS, n)), key=sorted) + [frozenset()]
)
usernames = st.sampled_from(sorted(USERS))


# --- the oracle: what each user may read, computed independently of the product -------------


@dataclass
class Desk:
    """An owner and contact line, each with its canary."""

    owner: str
    contact: str
    owner_c: str
    contact_c: str


@dataclass
class DocModel:
    pk: int
    doc_id: str
    desk: Desk  # the document's defaults, which a version naming none takes
    labels: int = 0


@dataclass
class VersionModel:
    pk: int
    doc_id: str
    valid_from: date | None
    valid_until: date | None
    groups: frozenset[str]
    title_c: str
    body_c: str
    sentences: tuple[str, ...] = ()
    desk: Desk | None = None  # the version's own owner and contact
    # Earlier ones: a worker whose index refresh is pending may still name them (to its readers).
    former_desks: list[Desk] = field(default_factory=list)

    def valid_on(self, day: date) -> bool:
        return (self.valid_from is None or self.valid_from <= day) and (
            self.valid_until is None or day < self.valid_until
        )

    def overlaps(self, valid_from: date | None, valid_until: date | None) -> bool:
        starts_before_other_ends = (
            valid_from is None or self.valid_until is None or valid_from < self.valid_until
        )
        ends_after_other_starts = (
            valid_until is None or self.valid_from is None or self.valid_from < valid_until
        )
        return starts_before_other_ends and ends_after_other_starts


@dataclass
class Asked:
    pk: int
    user: str
    allowed: frozenset[str]  # canaries the user could read on the reference date when answered
    response: dict


@dataclass
class Env:
    """What the test function hands the machine (fixtures live as long as the test)."""

    clients: dict[str, Client]
    users: dict[str, object]
    caplog: pytest.LogCaptureFixture
    dispatched: list[int]
    pending_refreshes: list
    redis_mode: bool
    counters: dict[str, int] = field(default_factory=dict)


def scrub(html: bytes, path: str) -> bytes:
    """A page without its per-request parts: the CSRF token, the script nonce and the path."""
    text = NONCE_VALUE.sub(r"\1-\2", CSRF_VALUE.sub(r"\1-\2", html.decode()))
    return text.replace(path, "/PATH/").encode()


class PermissionWorld(RuleBasedStateMachine):
    env: ClassVar[Env]

    def __init__(self) -> None:
        super().__init__()
        # Each run starts from the fixture's world and is rolled back in teardown.
        self._atomic = transaction.atomic()
        self._atomic.__enter__()
        cache.clear()  # DRF throttle history of earlier runs, and a clean slate to inspect
        runtime.collection_cache_clear()  # index versions repeat after a rollback
        self.env.pending_refreshes.clear()
        self.env.dispatched.clear()
        self.env.caplog.clear()
        self.serial = 0
        self.doc_serial = 0
        self.docs: dict[str, DocModel] = {}
        self.versions: dict[int, VersionModel] = {}
        self.ever_version_ids: set[int] = set()
        self.user_groups: dict[str, frozenset[str]] = {name: frozenset() for name in USERS}
        self.asked: dict[int, Asked] = {}

    def note(self, label: str) -> None:
        """Count what the runs exercised (printed by the test, and Hypothesis events)."""
        self.env.counters[label] = self.env.counters.get(label, 0) + 1
        if currently_in_test_context():
            event(label)

    def teardown(self) -> None:
        transaction.set_rollback(True)
        self._atomic.__exit__(None, None, None)
        runtime.collection_cache_clear()
        cache.clear()

    # --- oracle -----------------------------------------------------------------------------

    def next_canary(self, kind: str) -> str:
        self.serial += 1
        return canary(kind, self.serial)

    def visible_ids(self, user: str, day: date) -> set[int]:
        groups = self.user_groups[user]
        return {pk for pk, v in self.versions.items() if v.groups & groups and v.valid_on(day)}

    def readable_ids(self, user: str) -> set[int]:
        """Readable on some date: what version pages and reviewer pages may show."""
        groups = self.user_groups[user]
        return {pk for pk, v in self.versions.items() if v.groups & groups}

    def canaries_of(self, version_ids: set[int]) -> frozenset[str]:
        out: set[str] = set()
        for pk in version_ids:
            v = self.versions[pk]
            out |= {v.title_c, v.body_c}
            out |= {c for desk in (v.desk, *v.former_desks) for c in (desk.owner_c, desk.contact_c)}
        return frozenset(out)

    def assert_no_leak(self, text: str, allowed: frozenset[str], where: str) -> None:
        leaked = canaries_in(text) - allowed
        assert not leaked, f"{where}: {sorted(leaked)} reached a user who may not read it:\n{text[:3000]}"

    # --- admin actions (each commits; the index refresh it schedules runs now or later) -----

    def commit(self, action, *, refresh_now: bool) -> None:
        """Run ``action`` and its on-commit callbacks, as a committed admin change would."""
        with TestCase.captureOnCommitCallbacks(execute=True):
            action()
        if refresh_now:
            self.run_pending_refreshes()

    def run_pending_refreshes(self) -> None:
        while self.env.pending_refreshes:
            self.env.pending_refreshes.pop(0)()

    def create_version(
        self,
        doc: DocModel,
        *,
        validity: tuple[date | None, date | None],
        groups: frozenset[str],
        title: str,
        sentences: list[str],
        refresh_now: bool,
        new_document: bool = False,
        own_desk: Desk | None = None,
    ) -> int | None:
        """Add a version (and, for ``new_document``, its document) in one admin transaction.

        With ``own_desk`` it is uploaded as the importer does (``version_upsert``), naming an
        owner and contact of its own; otherwise it takes its document's."""
        valid_from, valid_until = validity
        clash = any(
            v.overlaps(valid_from, valid_until) for v in self.versions.values() if v.doc_id == doc.doc_id
        )
        doc.labels += 1
        title_c, body_c = self.next_canary("T"), self.next_canary("B")
        saved: list[DocumentVersion] = []

        def save() -> None:
            if new_document:
                doc.pk = factories.document(doc.doc_id, owner=doc.desk.owner, contact=doc.desk.contact).pk
            if own_desk is not None:
                spec = VersionSpec(
                    doc_id=doc.doc_id,
                    label=str(doc.labels),
                    title=f"{title} {title_c}",
                    text="\n\n".join(f"{s}（管理コード {body_c}）。" for s in sentences),
                    valid_from=valid_from,
                    valid_to=valid_until - timedelta(days=1) if valid_until else None,
                    groups=tuple(sorted(groups)),
                    owner=own_desk.owner,
                    contact=own_desk.contact,
                )
                group_rows = services.groups_resolve(names=spec.groups)
                saved.append(services.version_upsert(spec=spec, groups=group_rows)[0])
                return
            version = DocumentVersion(
                document_id=doc.pk,
                label=str(doc.labels),
                title=f"{title} {title_c}",
                body="\n\n".join(f"{s}（管理コード {body_c}）。" for s in sentences),
                valid_from=valid_from,
                valid_until=valid_until,
            )
            saved.append(
                services.version_save(version=version, groups=list(Group.objects.filter(name__in=groups)))
            )

        if clash:  # at most one version of a document valid on any date (SPEC §3)
            with pytest.raises(ValidationError):
                self.commit(save, refresh_now=refresh_now)
            assert not DocumentVersion.objects.filter(document_id=doc.pk, label=str(doc.labels)).exists()
            self.note("admin: overlapping version refused")
            return None
        self.commit(save, refresh_now=refresh_now)
        pk = saved[0].pk
        self.versions[pk] = VersionModel(
            pk,
            doc.doc_id,
            valid_from,
            valid_until,
            groups,
            title_c,
            body_c,
            tuple(sentences),
            own_desk or doc.desk,
        )
        self.ever_version_ids.add(pk)
        return pk

    def new_desk(self, department: str) -> Desk:
        owner_c, contact_c = self.next_canary("O"), self.next_canary("C")
        return Desk(
            f"{department} {owner_c}",
            f"{department}窓口 {contact_c} 内線 {4000 + self.serial}",
            owner_c,
            contact_c,
        )

    def new_document(self, *, department: str, refresh_now: bool, **version) -> int | None:
        self.doc_serial += 1
        doc = DocModel(0, f"DOC-{self.doc_serial}", self.new_desk(department))
        pk = self.create_version(doc, refresh_now=refresh_now, new_document=True, **version)
        self.docs[doc.doc_id] = doc
        return pk

    def draw_version(self, data, doc_id: str | None = None) -> dict:
        """A version; for an existing document mostly a validity period still free (the
        overlapping ones, which must be refused, come up too)."""
        taken = [v for v in self.versions.values() if v.doc_id == doc_id]
        free = [p for p in ALL_VALIDITIES if not any(v.overlaps(*p) for v in taken)]
        overlap = not free or data.draw(st.booleans(), label="overlapping validity")
        return {
            "validity": data.draw(validities if overlap else st.sampled_from(free), label="validity"),
            "groups": data.draw(reading_groups, label="version groups"),
            "title": data.draw(st.sampled_from(TITLES), label="title"),
            "sentences": data.draw(st.lists(st.sampled_from(SENTENCES), min_size=1, max_size=3, unique=True)),
        }

    @initialize(data=st.data(), groups=st.fixed_dictionaries({u: reading_groups for u in sorted(USERS)}))
    def seed(self, data, groups):
        for name, names in groups.items():
            self.env.users[name].groups.add(*Group.objects.filter(name__in=names))
            self.user_groups[name] = names
        for department in DEPARTMENTS[:2]:
            self.create_document(data=data, department=department, refresh_now=True)

    @rule(data=st.data(), department=st.sampled_from(DEPARTMENTS), refresh_now=st.booleans())
    def create_document(self, data, department, refresh_now):
        self.new_document(department=department, refresh_now=refresh_now, **self.draw_version(data))

    @precondition(lambda self: self.docs)
    @rule(data=st.data(), refresh_now=st.booleans())
    def add_version(self, data, refresh_now):
        doc = self.docs[data.draw(st.sampled_from(sorted(self.docs)), label="document")]
        self.create_version(doc, refresh_now=refresh_now, **self.draw_version(data, doc.doc_id))

    @precondition(lambda self: self.docs)
    @rule(data=st.data(), department=st.sampled_from(DEPARTMENTS), refresh_now=st.booleans())
    def upload_version_with_its_own_desk(self, data, department, refresh_now):
        """An upload naming its own owner and contact (a restricted version's desk, say)."""
        doc = self.docs[data.draw(st.sampled_from(sorted(self.docs)), label="document")]
        version = self.draw_version(data, doc.doc_id)
        if self.create_version(doc, refresh_now=refresh_now, own_desk=self.new_desk(department), **version):
            self.note("admin: version uploaded with its own owner and contact")

    @precondition(lambda self: self.versions)
    @rule(data=st.data(), department=st.sampled_from(DEPARTMENTS), refresh_now=st.booleans())
    def change_owner_and_contact(self, data, department, refresh_now):
        pk = data.draw(st.sampled_from(sorted(self.versions)), label="version")
        desk = self.new_desk(department)
        version = DocumentVersion.objects.get(pk=pk)
        version.owner, version.contact = desk.owner, desk.contact
        self.commit(lambda: services.version_save(version=version), refresh_now=refresh_now)
        self.versions[pk].former_desks.append(self.versions[pk].desk)
        self.versions[pk].desk = desk
        self.reviewer_rechecks({pk})

    @precondition(lambda self: self.versions)
    @rule(data=st.data(), validity=validities, refresh_now=st.booleans())
    def change_validity(self, data, validity, refresh_now):
        pk = data.draw(st.sampled_from(sorted(self.versions)), label="version")
        model = self.versions[pk]
        clash = any(
            v.overlaps(*validity) for v in self.versions.values() if v.doc_id == model.doc_id and v.pk != pk
        )
        version = DocumentVersion.objects.get(pk=pk)
        version.valid_from, version.valid_until = validity

        def save() -> None:
            services.version_save(version=version)

        if clash:
            with pytest.raises(ValidationError):
                self.commit(save, refresh_now=refresh_now)
            self.note("admin: overlapping validity refused")
        else:
            self.commit(save, refresh_now=refresh_now)
            model.valid_from, model.valid_until = validity
        stored = DocumentVersion.objects.get(pk=pk)
        assert (stored.valid_from, stored.valid_until) == (model.valid_from, model.valid_until)

    @precondition(lambda self: self.versions)
    @rule(data=st.data(), groups=reading_groups, refresh_now=st.booleans())
    def change_reading_groups(self, data, groups, refresh_now):
        pk = data.draw(st.sampled_from(sorted(self.versions)), label="version")
        version = DocumentVersion.objects.get(pk=pk)
        self.commit(
            lambda: version.groups.set(Group.objects.filter(name__in=groups)), refresh_now=refresh_now
        )
        self.versions[pk].groups = groups
        self.reviewer_rechecks({pk})

    def reviewer_rechecks(self, version_ids: set[int]) -> None:
        """The reviewer's pages of decisions that named these versions follow the change."""
        ids = {str(pk) for pk in version_ids}
        for decision in LoggedDecision.objects.order_by("seq").only("pk", "candidates", "response"):
            cited = decision.response.get("citations") or []
            if ids & {str(c.get("version_id")) for c in [*decision.candidates, *cited]}:
                self.check_reviewer_pages(REVIEWER_NAME, decision.pk, queue=False)

    @precondition(lambda self: self.versions)
    @rule(data=st.data(), refresh_now=st.booleans())
    def delete_version(self, data, refresh_now):
        pk = data.draw(st.sampled_from(sorted(self.versions)), label="version")
        self.commit(lambda: DocumentVersion.objects.get(pk=pk).delete(), refresh_now=refresh_now)
        del self.versions[pk]
        self.reviewer_rechecks({pk})

    @precondition(lambda self: self.docs)
    @rule(data=st.data(), refresh_now=st.booleans())
    def delete_document(self, data, refresh_now):
        doc_id = data.draw(st.sampled_from(sorted(self.docs)), label="document")
        self.commit(lambda: Document.objects.get(doc_id=doc_id).delete(), refresh_now=refresh_now)
        del self.docs[doc_id]
        gone = {pk for pk, v in self.versions.items() if v.doc_id == doc_id}
        self.versions = {pk: v for pk, v in self.versions.items() if pk not in gone}
        self.reviewer_rechecks(gone)

    @rule(user=usernames, group=st.sampled_from(GROUPS))
    def grant_group(self, user, group):
        self.env.users[user].groups.add(Group.objects.get(name=group))
        self.user_groups[user] |= {group}

    @rule(user=usernames, group=st.sampled_from(GROUPS))
    def revoke_group(self, user, group):
        self.env.users[user].groups.remove(Group.objects.get(name=group))
        self.user_groups[user] -= {group}

    @precondition(lambda self: self.env.pending_refreshes)
    @rule()
    def index_worker_catches_up(self):
        self.run_pending_refreshes()

    # --- asking -----------------------------------------------------------------------------

    ask_args = {
        "user": usernames,
        "data": st.data(),
        "prefix": st.sampled_from(sorted(DATE_PREFIXES)),
        "user_date": st.none() | st.sampled_from(REF_DATES),
        "via_page": st.booleans(),
    }

    @rule(**ask_args)
    def ask_about_a_readable_version(self, user, data, prefix, user_date, via_page):
        """What a version the user may read answers, on a date it is valid (if it ever is)."""
        readable = [self.versions[pk] for pk in sorted(self.readable_ids(user))]
        if not readable:
            self.ask_anything(user, data, prefix, user_date, via_page)
            return
        version = data.draw(st.sampled_from(readable), label="readable version")
        question = data.draw(st.sampled_from([ANSWERS[s] for s in version.sentences]), label="question")
        today = timezone.localdate()
        days = [d for d in (None, *REF_DATES) if version.valid_on(d or today)]
        if days:  # no date in the text: the chosen date, or today, is the reference date
            prefix, user_date = "", data.draw(st.sampled_from(days), label="valid reference date")
            self.note("ask: about a version the user may read, on a date it is valid")
        self.ask(user=user, question=question, prefix=prefix, user_date=user_date, via_page=via_page)

    @rule(**ask_args)
    def ask_about_any_version(self, user, data, prefix, user_date, via_page):
        """What some version answers, perhaps one the user may not read."""
        about = sorted({ANSWERS[s] for v in self.versions.values() for s in v.sentences})
        question = data.draw(st.sampled_from(about or QUESTIONS), label="question")
        self.ask(user=user, question=question, prefix=prefix, user_date=user_date, via_page=via_page)

    @rule(**ask_args)
    def ask_anything(self, user, data, prefix, user_date, via_page):
        question = data.draw(st.sampled_from(QUESTIONS), label="question")
        self.ask(user=user, question=question, prefix=prefix, user_date=user_date, via_page=via_page)

    def ask(self, *, user: str, question: str, prefix: str, user_date: date | None, via_page: bool) -> None:
        """Ask through the ask page or the API, run the task, check everything the user sees."""
        text = prefix + question
        client = self.env.clients[user]
        self.env.dispatched.clear()
        with TestCase.captureOnCommitCallbacks(execute=True):
            if via_page:
                posted = client.post(
                    "/", {"question": text, "reference_date": user_date.isoformat() if user_date else ""}
                )
                assert posted.status_code == 302, posted.content.decode()[:2000]
                pk = int(resolve(posted["Location"]).kwargs["pk"])
            else:
                payload = {"question": text} | (
                    {"reference_date": user_date.isoformat()} if user_date else {}
                )
                posted = client.post("/api/questions/", payload, content_type="application/json")
                assert posted.status_code == 202, posted.content.decode()[:2000]
                pk = posted.json()["id"]
                self.assert_no_leak(posted.content.decode(), frozenset(), "POST /api/questions/")
        assert self.env.dispatched == [pk]  # enqueued once, after the commit
        # Run the task as a worker would; a re-check that finds the world changed re-queues it.
        runs = 0
        while self.env.dispatched:
            assert self.env.dispatched.pop(0) == pk
            runs += 1
            assert runs <= MAX_RUNS_PER_QUESTION, "question re-queued without end"
            if questions.question_process(pk) == Question.State.QUEUED:
                self.env.dispatched.append(pk)  # the runner sends it again
        if runs > 1:
            self.note("ask: re-run after the pre-publish re-check")
        q = Question.objects.get(pk=pk)
        assert q.state in (Question.State.ANSWERED, Question.State.HELD, Question.State.PARTIAL), q.state
        self.note(f"ask: {q.state}")
        for reason in q.response.get("hold_reasons") or ():
            self.note(f"ask: held for {reason}")
        if self.env.pending_refreshes:
            self.note("ask: index refresh pending")

        today = timezone.localdate()
        ref = user_date or DATE_PREFIXES[prefix] or today
        assert q.reference_date == ref
        visible = self.visible_ids(user, ref)
        allowed = self.canaries_of(visible)
        response = q.response

        # 1. Everything cited or named comes from what the user may read on the date.
        logged = LoggedDecision.objects.get(question=q)
        cited = {int(c["version_id"]) for c in response["citations"]}
        assert cited <= visible, f"cited {cited - visible} outside the visible collection {visible}"
        named = {int(c["version_id"]) for c in logged.candidates}
        assert named <= visible, f"candidates {named - visible} outside the visible collection {visible}"
        passage_ids = [int(c["passage_id"]) for c in response["citations"]]
        assert set(Passage.objects.filter(pk__in=passage_ids).values_list("version_id", flat=True)) <= visible
        self.assert_no_leak(json.dumps(response, ensure_ascii=False), allowed, "stored response")
        self.assert_no_leak(json.dumps(logged.response, ensure_ascii=False), allowed, "logged response")

        # 2. Non-interference: the same as over only what the user may read.
        expected = self.reference_decision(user, text, user_date=user_date, day=ref, today=today)
        assert {k: v for k, v in response.items() if k not in ("timings_ms", "decision_id")} == {
            **expected["response"],
            **{k: expected[k] for k in ("hold_reasons", "reference_date", "reference_date_source")},
            **{k: expected[k] for k in ("gate_config", "gate_config_version")},
        }
        same = ("outcome", "hold_reasons", "decision_value", "threshold", "selection", "cap_dropped", "error")
        assert {k: getattr(logged, k) for k in same} == {k: expected[k] for k in same}
        assert logged.candidates == expected["candidates"]
        assert logged.reference_date.isoformat() == expected["reference_date"]

        # 3. The API (detail and list), the result page and the reviewer pages say no more.
        detail = client.get(f"/api/questions/{pk}/")
        assert detail.status_code == 200 and detail.json()["response"] == without_operator_fields(response)
        self.assert_no_leak(detail.content.decode(), allowed, f"GET /api/questions/{pk}/")
        page = client.get(f"/questions/{pk}/")
        assert page.status_code == 200
        # The page may also name versions the asker may read now (a scheduled successor, a
        # measure that ended: issue #17 item 5), never any other.
        shown_now = allowed | self.canaries_of(self.readable_ids(user))
        self.assert_no_leak(page.content.decode(), shown_now, f"GET /questions/{pk}/")
        for c in response["citations"]:
            assert c["title"] in page.content.decode()  # the checker sees what the page shows
        self.asked[pk] = Asked(pk, user, allowed, response)
        self.check_history(user, page=False)
        self.check_reviewer_pages(user, logged.pk, queue=False)

    def reference_decision(self, user: str, text: str, *, user_date, day: date, today: date) -> dict:
        """The pure pipeline over only the passages the oracle says the user may read.

        With the index current, their records are built afresh from the database. While a
        refresh is still queued the worker's index may hold an older title or validity of a
        version the user may still read (eventual consistency, not a leak), so the records
        are then the worker's own, minus every version the user may not read.
        """
        keep = self.visible_ids(user, day)
        if self.env.pending_refreshes:
            index = runtime.portal_collection()
            records = [r for r in index.records if int(r.version_id) in keep]
        else:
            passages = (
                Passage.objects.filter(version_id__in=keep)
                .select_related("version__document")
                .prefetch_related("version__groups")
                .order_by("pk")
            )
            # Owner and contact as the oracle gave each version, not as the database has them.
            records = [
                replace(
                    runtime.passage_record(p, frozenset(g.name for g in p.version.groups.all())),
                    owner=self.versions[p.version_id].desk.owner,
                    contact=self.versions[p.version_id].desk.contact,
                )
                for p in passages
            ]
        decision = run_pipeline(
            text,
            groups=self.user_groups[user],
            collection=Collection(records, index_version="reference"),
            config=runtime.gate_config_active(),
            today=today,
            user_date=user_date,
            encoder=get_encoder(),
            reranker=runtime.reranker_current(),
            synonyms=runtime.synonyms_current(),
        )
        return json.loads(json.dumps(decision_to_dict(decision), ensure_ascii=False, default=str))

    def check_history(self, user: str, *, page: bool) -> None:
        """The API's list of the user's questions (and the history page): own ones only, as published."""
        client = self.env.clients[user]
        mine = {pk: a for pk, a in self.asked.items() if a.user == user}
        listed = client.get("/api/questions/")
        assert listed.status_code == 200
        results = listed.json()["results"]
        assert {item["id"] for item in results} == set(mine)  # own questions only
        for item in results:
            asked = mine[item["id"]]
            self.check_shown(user, asked, item["response"])
            self.assert_no_leak(json.dumps(item, ensure_ascii=False), asked.allowed, "GET /api/questions/")
        if page:
            history = client.get("/questions/")
            assert history.status_code == 200
            allowed = frozenset().union(*(a.allowed for a in mine.values()))
            self.assert_no_leak(history.content.decode(), allowed, "GET /questions/")

    def check_shown(self, user: str, asked: Asked, shown: dict) -> None:
        """A published answer is shown as published (less the operator fields) while every
        version it names stays readable; otherwise what is no longer readable is withdrawn."""
        named = {int(c["version_id"]) for c in asked.response["citations"]}
        if asked.response.get("hold"):
            logged = LoggedDecision.objects.get(question_id=asked.pk)
            named |= {int(c["version_id"]) for c in logged.candidates}
        readable = self.readable_ids(user)
        if named <= readable:
            assert shown == without_operator_fields(asked.response)
            return
        self.note("history: answer re-checked after a revocation")
        cited = {int(c["version_id"]) for c in asked.response["citations"]}
        if not cited <= readable:
            assert shown.get("withdrawn") and shown["statements"] == shown["citations"] == []
        still = asked.allowed & self.canaries_of(readable)
        self.assert_no_leak(
            json.dumps(shown, ensure_ascii=False), still, "GET /api/questions/ after a revocation"
        )

    def check_reviewer_pages(self, user: str, decision_pk: int | None, *, queue: bool) -> None:
        """A reviewer sees the queue and a decision with what they may not read withheld;
        anyone else gets 403, and the 403 page says nothing either."""
        client = self.env.clients[user]
        urls = (["/reviews/"] if queue else []) + (
            [f"/reviews/decisions/{decision_pk}/"] if decision_pk else []
        )
        reviewer = USERS[user] == REVIEWER
        allowed = self.canaries_of(self.readable_ids(user)) if reviewer else frozenset()
        for url in urls:
            response = client.get(url)
            assert response.status_code == (200 if reviewer else 403), url
            self.assert_no_leak(response.content.decode(), allowed, f"reviewer page {url}")
            if 'id="redaction-note"' in response.content.decode():
                self.note("reviewer: decision with withheld versions")

    @rule(data=st.data())
    def reviewer_browses_decisions(self, data):
        """Redaction follows the world as it is now (a version deleted or regrouped since)."""
        decisions = list(LoggedDecision.objects.order_by("seq").values_list("pk", flat=True))
        pk = data.draw(st.sampled_from(decisions), label="decision") if decisions else None
        self.check_reviewer_pages(REVIEWER_NAME, pk, queue=True)

    @rule(user=usernames, data=st.data())
    def browse(self, user, data):
        """The version list, the history, and one version id ever created (readable, not
        readable or deleted) next to one that never existed, by API and by page."""
        client = self.env.clients[user]
        today = timezone.localdate()
        listing = client.get("/versions/")
        assert listing.status_code == 200
        visible_today = self.visible_ids(user, today)
        # 規程一覧 lists every readable version, valid today or not (issue #17 item 6).
        readable = self.canaries_of(self.readable_ids(user))
        self.assert_no_leak(listing.content.decode(), readable, "GET /versions/")
        assert canaries_in(listing.content.decode()) >= {self.versions[pk].title_c for pk in visible_today}
        self.check_history(user, page=True)
        if not self.ever_version_ids:
            return
        pk = data.draw(st.sampled_from(sorted(self.ever_version_ids)), label="version id")
        api = client.get(f"/api/versions/{pk}/")
        page = client.get(f"/versions/{pk}/")
        diff = client.get(f"/versions/{pk}/diff/")
        if pk in self.readable_ids(user):
            assert api.status_code == page.status_code == diff.status_code == 200, pk
            own = self.canaries_of({pk})
            self.assert_no_leak(api.content.decode(), own, f"GET /api/versions/{pk}/")
            # The page links the previous, replacing and scheduled versions the user may read.
            self.assert_no_leak(page.content.decode(), readable, f"GET /versions/{pk}/")
            self.assert_no_leak(diff.content.decode(), readable, f"GET /versions/{pk}/diff/")
            return
        # Not readable, or deleted: indistinguishable from an id that never existed.
        self.note("browse: unreadable version id")
        nonexistent = max(self.ever_version_ids) + 1000
        api_missing = client.get(f"/api/versions/{nonexistent}/")
        page_missing = client.get(f"/versions/{nonexistent}/")
        assert (api.status_code, api.content) == (404, api_missing.content), pk
        assert page.status_code == page_missing.status_code == 404, pk
        assert scrub(page.content, f"/versions/{pk}/") == scrub(
            page_missing.content, f"/versions/{nonexistent}/"
        )
        diff_missing = client.get(f"/versions/{nonexistent}/diff/")
        assert diff.status_code == diff_missing.status_code == 404, pk
        assert scrub(diff.content, f"/versions/{pk}/diff/") == scrub(
            diff_missing.content, f"/versions/{nonexistent}/diff/"
        )
        self.assert_no_leak(page.content.decode(), frozenset(), f"404 page /versions/{pk}/")

    # --- after every step -------------------------------------------------------------------

    @invariant()
    def nothing_in_logs_or_cache(self):
        lines = [
            f"{r.name} {r.levelname} {r.getMessage()} {r.exc_text or ''}" for r in self.env.caplog.records
        ]
        self.env.caplog.clear()
        self.assert_no_leak("\n".join(lines), frozenset(), "log lines")
        for key, value in self.cache_items():
            self.assert_no_leak(f"{key!r} {value!r}", frozenset(), "cache")

    @invariant()
    def published_answers_never_change(self):
        stored = dict(Question.objects.filter(pk__in=list(self.asked)).values_list("pk", "response"))
        assert stored == {pk: a.response for pk, a in self.asked.items()}

    @invariant()
    def reading_groups_and_index_match_the_world(self):
        for name, user in self.env.users.items():
            assert selectors.user_reading_groups(user=user) == self.user_groups[name]
        if self.env.pending_refreshes:
            return  # a worker that has not caught up holds an older index (asks must cope)
        collection = runtime.portal_collection()
        for name in USERS:
            for day in (*REF_DATES, timezone.localdate()):
                mask = collection.visible_mask(self.user_groups[name], day)
                seen = {int(collection.records[i].version_id) for i in np.flatnonzero(mask)}
                assert seen == self.visible_ids(name, day), (name, day)

    def cache_items(self):
        """Every key and value in the cache: LocMem's dict, or the test Redis database."""
        if not self.env.redis_mode:
            store = cache._cache  # LocMemCache: key -> pickled value
            return [(k, pickle.loads(v)) for k, v in list(store.items())]
        client = cache._cache.get_client()
        items = []
        for key in client.scan_iter(count=500):
            kind = client.type(key).decode()
            if kind == "string":
                raw = client.get(key)
                try:
                    value = pickle.loads(raw)
                except Exception:
                    value = raw
            elif kind == "list":
                value = client.lrange(key, 0, -1)
            elif kind == "hash":
                value = client.hgetall(key)
            elif kind == "set":
                value = client.smembers(key)
            elif kind == "zset":
                value = client.zrange(key, 0, -1)
            else:
                value = kind
            items.append((key, value))
        return items


@pytest.fixture
def world_env(monkeypatch, caplog) -> Env:
    """Roles, a BM25 gate, three users logged in; tasks are run by the test, as workers would."""
    from retrieval.tasks import index_refresh

    roles_setup()
    demo_world.activate_bm25_gate()
    for name in GROUPS:
        factories.group(name)
    users = {name: factories.user(name, role) for name, role in USERS.items()}
    clients = {}
    for name, user in users.items():
        clients[name] = Client()
        clients[name].force_login(user)
    dispatched: list[int] = []
    pending: list = []
    monkeypatch.setattr(dispatch, "question_dispatch", dispatched.append)
    monkeypatch.setattr(index_refresh, "delay", lambda: pending.append(index_refresh.apply))
    caplog.set_level(logging.DEBUG)
    caplog.set_level(logging.DEBUG, logger="django")
    redis_mode = "redis" in django_settings.CACHES["default"]["BACKEND"].lower()
    return Env(clients, users, caplog, dispatched, pending, redis_mode)


COVERAGE = (
    "ask: answered",
    "ask: held",
    "ask: index refresh pending",
    "ask: re-run after the pre-publish re-check",
    "browse: unreadable version id",
    "admin: overlapping version refused",
    "admin: version uploaded with its own owner and contact",
    "reviewer: decision with withheld versions",
)


def test_nothing_a_user_may_not_read_reaches_them(world_env, hypothesis_profile):
    PermissionWorld.env = world_env
    run_state_machine_as_test(PermissionWorld, settings=hypothesis_profile)
    print("exercised:", dict(sorted(world_env.counters.items())))
    if hypothesis_profile.max_examples >= 100:  # the runs reached the situations that matter
        assert not [label for label in COVERAGE if not world_env.counters.get(label)], world_env.counters


# --- the checks above can fail: a bypass, a missing redaction, a cached or logged canary -----


@pytest.fixture
def machine(world_env):
    PermissionWorld.env = world_env
    world = PermissionWorld()
    yield world
    world.teardown()


def _travel_rules(machine: PermissionWorld, *, groups: frozenset[str]) -> int:
    return machine.new_document(
        department="経理部",
        refresh_now=True,
        validity=(None, None),
        groups=groups,
        title="旅費規程",
        sentences=["出張の日当は1日あたり3000円とする"],
    )


def test_control_a_pipeline_that_ignores_groups_is_caught(machine, monkeypatch):
    _travel_rules(machine, groups=frozenset({"grp-a"}))
    machine.grant_group(user="alice", group="grp-b")
    ask = {
        "user": "alice",
        "question": "出張の日当はいくらですか？",
        "prefix": "",
        "user_date": date(2026, 3, 1),
    }
    machine.ask(**ask, via_page=False)  # honest product: held, nothing to cite
    real_decide = runtime.decide
    monkeypatch.setattr(runtime, "decide", lambda **kw: real_decide(**{**kw, "groups": frozenset(GROUPS)}))
    # The pre-publish re-check sees the unreadable versions the broken pipeline used and never
    # publishes (the question goes back to the queue each time) ...
    with pytest.raises(AssertionError, match="re-queued without end"):
        machine.ask(**ask, via_page=False)
    # ... and without that re-check, the property itself catches the leak.
    monkeypatch.setattr(questions, "_index_shows_what_user_may_read", lambda decision, *, user: True)
    with pytest.raises(AssertionError, match="outside the visible collection"):
        machine.ask(**ask, via_page=False)


def test_control_a_reviewer_page_without_redaction_is_caught(machine, monkeypatch):
    from grading.labels import redaction as labels

    _travel_rules(machine, groups=frozenset({"grp-a"}))
    machine.grant_group(user="alice", group="grp-a")
    machine.ask(user="alice", question="出張の日当はいくらですか？", prefix="", user_date=None, via_page=True)
    assert machine.asked and next(iter(machine.asked.values())).response["citations"]  # it was answered
    decision = LoggedDecision.objects.get().pk
    machine.check_reviewer_pages(REVIEWER_NAME, decision, queue=False)  # honest product: redacted
    real = labels.decision_for_reviewer

    def unredacted(*, decision, reviewer, other_labels=()):
        shown = real(decision=decision, reviewer=reviewer, other_labels=other_labels)
        return {**shown, "citations": [{**c, "redacted": False} for c in decision.response["citations"]]}

    monkeypatch.setattr(labels, "decision_for_reviewer", unredacted)
    with pytest.raises(AssertionError, match="reviewer page"):
        machine.check_reviewer_pages(REVIEWER_NAME, decision, queue=False)


def test_an_answer_whose_version_the_user_lost_is_withdrawn_and_the_check_sees_it(machine, monkeypatch):
    """The history check follows a revocation after the answer (issue #15 item 6), and it
    would catch an API that kept showing the published answer."""
    _travel_rules(machine, groups=frozenset({"grp-a"}))
    machine.grant_group(user="alice", group="grp-a")
    machine.ask(
        user="alice", question="出張の日当はいくらですか？", prefix="", user_date=None, via_page=False
    )
    assert next(iter(machine.asked.values())).response["citations"]  # it was answered
    machine.revoke_group(user="alice", group="grp-a")
    machine.check_history("alice", page=True)
    assert machine.env.counters["history: answer re-checked after a revocation"] == 1
    from portal import answers

    monkeypatch.setattr(answers, "response_for_reader", lambda question, *, readable: question.response)
    with pytest.raises(AssertionError):
        machine.check_history("alice", page=False)


def test_control_a_canary_in_the_cache_or_in_a_log_line_is_caught(machine):
    machine.nothing_in_logs_or_cache()
    cache.set("answer-for-someone", {"title": "旅費規程 CANARY-TQQQQ"})
    with pytest.raises(AssertionError, match="cache"):
        machine.nothing_in_logs_or_cache()
    cache.delete("answer-for-someone")
    logging.getLogger("retrieval.runtime").debug("built passage of %s", "CANARY-BQQQQ")
    with pytest.raises(AssertionError, match="log lines"):
        machine.nothing_in_logs_or_cache()
    machine.nothing_in_logs_or_cache()  # the records were cleared with the check


# --- revocation, explicitly (SPEC §3: permissions are read at question time) ----------------

PAYMENT = "取引先への支払はいつ行いますか？"


@pytest.fixture
def demo(monkeypatch):
    """The demo world (suzuki reads the accounting version), tasks run here as a worker would."""
    from retrieval.tasks import index_refresh

    refreshes: list = []
    monkeypatch.setattr(index_refresh, "delay", lambda: refreshes.append(index_refresh.apply))
    with TestCase.captureOnCommitCallbacks(execute=True):  # commit the world, as loading it would
        world = demo_world.build()
    while refreshes:
        refreshes.pop()()
    world["dispatched"], world["refreshes"] = [], refreshes
    monkeypatch.setattr(dispatch, "question_dispatch", world["dispatched"].append)
    return world


def _asked(world, user, text: str = PAYMENT) -> Question:
    q = dispatch.question_submit(user=user, text=text)
    # The on-commit dispatch does not fire inside a test transaction: run it as a runner would,
    # again each time the pre-publish re-check puts it back in the queue.
    for _ in range(questions.MAX_ATTEMPTS + 1):
        if questions.question_process(q.pk) != Question.State.QUEUED:
            break
    q.refresh_from_db()
    return q


def _admin_change(world, change, *, refresh: str) -> None:
    """Commit an admin change; its index refresh runs at once (embedded default) or stays
    queued (a Celery worker that has not caught up yet)."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        change()
    assert len(world["refreshes"]) == 1  # the change scheduled one refresh
    if refresh == "at once":
        world["refreshes"].pop()()


def _cites_accounting(world, q: Question) -> bool:
    return any(c["version_id"] == str(world["accounting"].pk) for c in q.response.get("citations", []))


def test_control_suzuki_is_answered_from_the_accounting_version(demo):
    q = _asked(demo, demo["suzuki"])
    assert q.state == "answered" and _cites_accounting(demo, q)
    assert "CANARY-TITLE" in json.dumps(q.response, ensure_ascii=False)


def test_question_asked_after_the_users_group_is_revoked_never_cites_the_version(demo):
    demo["suzuki"].groups.remove(factories.group("accounting"))
    q = _asked(demo, demo["suzuki"])
    assert q.state == "held" and not _cites_accounting(demo, q)
    assert "CANARY" not in json.dumps(q.response, ensure_ascii=False) and "25日" not in str(q.response)


def _revoke_by_groups(world) -> None:
    world["accounting"].groups.set([factories.group("hr")])


def _revoke_by_validity(world) -> None:
    v = DocumentVersion.objects.get(pk=world["accounting"].pk)
    v.valid_until = timezone.localdate()  # half-open: its last day was yesterday
    services.version_save(version=v)


def _revoke_by_deletion(world) -> None:
    DocumentVersion.objects.filter(pk=world["accounting"].pk).delete()


REVOCATIONS = {"groups": _revoke_by_groups, "validity": _revoke_by_validity, "deletion": _revoke_by_deletion}


@pytest.mark.parametrize("refresh", ["at once", "pending"])
@pytest.mark.parametrize("how", sorted(REVOCATIONS))
def test_question_asked_after_an_admin_revokes_the_version_never_cites_it(demo, how, refresh):
    assert _cites_accounting(demo, _asked(demo, demo["suzuki"]))  # readable before
    _admin_change(demo, lambda: REVOCATIONS[how](demo), refresh=refresh)
    q = _asked(demo, demo["suzuki"])
    assert len(demo["refreshes"]) == (1 if refresh == "pending" else 0)  # still not refreshed
    assert q.state == "held" and not _cites_accounting(demo, q)
    assert "CANARY" not in json.dumps(q.response, ensure_ascii=False) and "25日" not in str(q.response)
    logged = LoggedDecision.objects.get(question=q)
    assert str(demo["accounting"].pk) not in {c["version_id"] for c in logged.candidates}


@pytest.mark.parametrize("refresh", ["at once", "pending"])
@pytest.mark.parametrize("how", sorted(REVOCATIONS))
def test_version_revoked_while_the_pipeline_runs_is_not_published(demo, monkeypatch, how, refresh):
    """The re-check before publishing covers the version's side too, not only the user's groups."""
    q = dispatch.question_submit(user=demo["suzuki"], text=PAYMENT)
    real_decide = runtime.decide

    def decide_then_revoke(**kwargs):
        decision = real_decide(**kwargs)
        _admin_change(demo, lambda: REVOCATIONS[how](demo), refresh=refresh)
        return decision

    monkeypatch.setattr(runtime, "decide", decide_then_revoke)
    assert questions.question_process(q.pk) == "queued"  # the runner sends it again
    assert Question.objects.get(pk=q.pk).state == "queued"
    assert not LoggedDecision.objects.filter(question=q).exists()
    monkeypatch.setattr(runtime, "decide", real_decide)
    questions.question_process(q.pk)
    q.refresh_from_db()
    assert q.state == "held" and not _cites_accounting(demo, q)
    assert "CANARY" not in json.dumps(q.response, ensure_ascii=False) and "25日" not in str(q.response)


def test_reviewer_page_withholds_owner_and_contact_after_the_version_is_deleted(machine):
    """A hold names the contact of a version the reviewer may not read; once the version is
    deleted, the reviewer's page must still withhold it."""
    pk = machine.new_document(
        department="経理部",
        refresh_now=True,
        validity=(None, None),
        groups=frozenset({"grp-a"}),
        title="返品規程",
        sentences=["返品の送料はこの規程では定めていない"],
    )
    machine.grant_group(user="alice", group="grp-a")
    machine.ask(
        user="alice", question="返品の送料は誰が負担しますか？", prefix="", user_date=None, via_page=False
    )
    hold = next(iter(machine.asked.values())).response["hold"]
    assert machine.docs["DOC-1"].desk.contact_c in " ".join(hold["contacts"])  # alice may read it
    decision = LoggedDecision.objects.get().pk
    machine.check_reviewer_pages(REVIEWER_NAME, decision, queue=False)
    machine.commit(lambda: DocumentVersion.objects.get(pk=pk).delete(), refresh_now=True)
    del machine.versions[pk]
    machine.check_reviewer_pages(REVIEWER_NAME, decision, queue=True)


@pytest.mark.parametrize("broken", [False, True])
def test_control_one_desk_shared_by_a_documents_versions_is_caught(machine, monkeypatch, broken):
    """The red-team case of issue #40 item 1: an upload of a version readable by grp-b only,
    naming its own desk, must not change what alice (grp-a) is told about the grp-a version.
    A product that writes the upload's desk onto the whole document is caught."""
    machine.new_document(
        department="総務部",
        refresh_now=True,
        validity=(date(2026, 1, 1), None),
        groups=frozenset({"grp-a"}),
        title="返品規程",
        sentences=["返品の送料はこの規程では定めていない"],
    )
    machine.grant_group(user="alice", group="grp-a")
    if broken:
        real_upsert = services.version_upsert

        def upsert_onto_the_document(*, spec, **kwargs):
            result = real_upsert(spec=spec, **kwargs)
            DocumentVersion.objects.filter(document__doc_id=spec.doc_id).update(
                owner=spec.owner, contact=spec.contact
            )
            return result

        monkeypatch.setattr(services, "version_upsert", upsert_onto_the_document)
    doc = machine.docs["DOC-1"]
    restricted = machine.new_desk("経理部")
    pk = machine.create_version(
        doc,
        validity=(None, date(2026, 1, 1)),
        groups=frozenset({"grp-b"}),
        title="返品規程",
        sentences=["返品は納品後30日以内に申請する"],
        refresh_now=True,
        own_desk=restricted,
    )
    assert pk is not None
    ask = {"user": "alice", "question": "返品の送料は誰が負担しますか？", "prefix": "", "user_date": None}
    if broken:
        with pytest.raises(AssertionError, match=restricted.contact_c):
            machine.ask(**ask, via_page=False)
        return
    machine.ask(**ask, via_page=False)
    hold = next(iter(machine.asked.values())).response["hold"]
    assert doc.desk.contact_c in " ".join(hold["contacts"])
