"""A citation link (``?p=<passage>&s=<sentence>``) opens the version with that sentence of that
passage highlighted; a sentence that is not in the passage highlights nothing."""

import pytest
from django.test import Client
from django.urls import reverse

from tests import demo_world

pytestmark = pytest.mark.django_db


def test_the_cited_sentence_is_marked_in_its_passage_and_nothing_else_is():
    world = demo_world.build()
    version = world["returns"]
    passage = version.passages.first()
    sentence = next(s for s in passage.text.replace("\n", "。").split("。") if s.strip()).strip()
    client = Client()
    client.force_login(world["tanaka"])
    url = reverse("version-detail", args=[version.pk])
    page = client.get(url, {"p": passage.pk, "s": sentence}).content.decode()
    assert f'<mark id="cited-sentence">{sentence}</mark>' in page
    assert page.count("<mark") == 1
    # Not a sentence of that passage (or another passage's id): shown as is, nothing marked.
    assert "<mark" not in client.get(url, {"p": passage.pk, "s": "存在しない文"}).content.decode()
    assert "<mark" not in client.get(url, {"p": "0", "s": sentence}).content.decode()
