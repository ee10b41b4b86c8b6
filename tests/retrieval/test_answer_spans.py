"""Answer-span decoding: one sentence, and not a sentence that names only other targets."""

import numpy as np

from retrieval.answering.spans import best_span, sentence_span_scores
from retrieval.answering.targets import target_sentences
from retrieval.core.sentences import sentence_spans

TEXT = "原本は法務部が保管する。保管期間は契約終了後10年とする。"


def _tokens(text: str):
    """One token per character of the passage (sequence 1), after a question token (0)."""
    sequence_ids = [None, 0, None] + [1] * len(text) + [None]
    offsets = [(0, 0), (0, 1), (0, 0)] + [(i, i + 1) for i in range(len(text))] + [(0, 0)]
    return sequence_ids, offsets


def _logits(text: str, start_at: int, end_at: int, inner_end: int):
    """Start logit peaks at ``start_at``; end logit peaks at ``end_at`` (over a sentence
    break) and a little lower at ``inner_end``."""
    n = 3 + len(text) + 1
    start, end = np.zeros(n), np.zeros(n)
    start[3 + start_at] = 5.0
    end[3 + end_at] = 5.0
    end[3 + inner_end] = 4.0
    return start, end


def test_a_span_does_not_run_across_a_sentence_break():
    seq, offsets = _tokens(TEXT)
    a = TEXT.index("法務部")
    cut = TEXT.index("10年") + 3
    inner = TEXT.index("保管する") + 3
    start, end = _logits(TEXT, a, cut - 1, inner)
    free = best_span(start, end, seq, offsets, 0, len(TEXT))
    assert TEXT[free[0] : free[1]] == "法務部が保管する。保管期間は契約終了後10年"
    one = best_span(start, end, seq, offsets, 0, len(TEXT), sentences=sentence_spans(TEXT))
    assert TEXT[one[0] : one[1]] == "法務部が保管する"


def test_a_span_stays_in_the_allowed_sentences_when_any_is_readable():
    text = "- 北米向けQ-20：18か月\n- 欧州向けQ-20：2年"
    seq, offsets = _tokens(text)
    sentences = sentence_spans(text)
    start, end = np.zeros(len(seq)), np.zeros(len(seq))
    na, eu = text.index("18か月"), text.index("2年")
    start[3 + na], end[3 + na + 3] = 6.0, 6.0  # the model prefers the 北米 row
    start[3 + eu], end[3 + eu + 1] = 3.0, 3.0
    assert best_span(start, end, seq, offsets, 0, len(text), sentences=sentences)[:2] == (na, na + 4)
    got = best_span(start, end, seq, offsets, 0, len(text), sentences=sentences, allowed=[1])
    assert text[got[0] : got[1]] == "2年"
    # No allowed sentence inside the text: decoding falls back to every sentence.
    assert best_span(start, end, seq, offsets, 0, len(text), sentences=sentences, allowed=[7])[:2] == (
        na,
        na + 4,
    )


def test_target_sentences_drop_sentences_naming_only_other_codes_or_markets():
    text = "- 北米向けQ-20：18か月\n- 欧州向けQ-20：2年\n- R-5：1年\n保証期間は出荷日から起算する。"
    sentences = sentence_spans(text)
    assert len(sentences) == 4
    assert target_sentences("欧州向けQ-20の保証期間は？", text, sentences) == [1, 3]
    assert target_sentences("R-5の保証期間は？", text, sentences) == [2, 3]
    assert target_sentences("保証期間は何年ですか？", text, sentences) is None


def test_sentence_scores_are_each_sentences_best_span_and_minus_infinity_past_truncation():
    text = "原本は法務部が保管する。保管期間は契約終了後10年とする。写しは各部で保管する。"
    seq, offsets = _tokens(text)
    sentences = sentence_spans(text)
    rng = np.random.default_rng(7)
    start, end = rng.normal(size=len(seq)), rng.normal(size=len(seq))
    scores = sentence_span_scores(start, end, seq, offsets, 0, sentences)
    for k in range(len(sentences)):
        one = best_span(start, end, seq, offsets, 0, len(text), sentences=sentences, allowed=[k])
        assert sentences[k][0] <= one[0] < sentences[k][1]
        assert scores[k] == one[2]
    # The reading stops inside the second sentence (truncated): the third is not reached.
    cut = text.index("写し") - 1
    seq_cut, offsets_cut = seq[: 3 + cut] + [None], offsets[: 3 + cut] + [(0, 0)]
    scores_cut = sentence_span_scores(start, end, seq_cut, offsets_cut, 0, sentences)
    assert np.isfinite(scores_cut[:2]).all() and scores_cut[2] == -np.inf
