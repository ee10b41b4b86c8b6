"""The one sentence splitter (retrieval.core.sentences) and the one place its two rules differ."""

from __future__ import annotations

from retrieval.core.sentences import sentence_spans, span_sentences, split_sentences, window_spans


def test_sentences_end_at_marks_and_line_breaks_with_their_closing_brackets():
    text = "「はい。」と答える。 次の文！\n見出し\n最後の文"
    assert split_sentences(text) == ["「はい。」", "と答える。", "次の文！", "見出し", "最後の文"]
    assert [text[a:b] for a, b in sentence_spans(text)] == split_sentences(text)


def test_a_stray_mark_is_dropped_from_quotes_but_kept_when_cutting_a_body():
    text = "。第一文。」。」第二文。\n！"
    assert split_sentences(text) == ["第一文。」", "」第二文。"]
    assert split_sentences(text, keep_stray_marks=True) == ["。", "第一文。」", "。」", "第二文。", "！"]


def test_span_sentences_are_those_the_span_overlaps():
    text = "第一文。第二文。第三文。"
    assert span_sentences(text, (5, 9)) == ["第二文。", "第三文。"]
    assert span_sentences(text, None) == []


def test_a_window_is_a_sentence_and_the_ones_after_it_up_to_the_end():
    text = "一文目。二文目。三文目。"
    spans = sentence_spans(text)
    assert [text[a:b] for a, b in window_spans(spans, 1)] == [
        "一文目。二文目。",
        "二文目。三文目。",
        "三文目。",
    ]
    assert [text[a:b] for a, b in window_spans(spans, 0)] == ["一文目。", "二文目。", "三文目。"]
    assert [text[a:b] for a, b in window_spans(spans, 5)] == [text, "二文目。三文目。", "三文目。"]
    assert window_spans([], 1) == []
