"""Evidence sentences, surface category and span lookup in the built corpus."""

import re

LIST_MARKER = r"\s*(?:-\s+|\d+\.\s+|・)?"


def evidence_of(text, start, end, marker=LIST_MARKER):
    """The sentence (or list line) around text[start:end], without its list marker."""
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    ends = [i for i in (text.find("。", end), text.find("\n", end)) if i != -1]
    e = min(ends) if ends else len(text)
    if e < len(text) and text[e] == "。":
        e += 1
    sent = text[s:e]
    m = re.match(marker, sent)
    return sent[m.end() :].strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i : i + 2] for i in range(len(s) - 1)}


def surface(question, style, evidence):
    """English questions and questions sharing under 25% of their character bigrams with the
    evidence are ``paraphrase``, the others ``direct``."""
    if style == "english":
        return "paraphrase"
    b = bigrams(question)
    return "paraphrase" if len(b & bigrams(evidence)) / max(1, len(b)) < 0.25 else "direct"


def locate(vindex, d, ver, span, ctx, key, errors):
    """The evidence sentence of ``span`` (found through ``ctx``) in version ``d@ver``."""
    v = vindex.get((d, ver))
    if v is None:
        errors.append(f"{key}: no version {d}@{ver}")
        return None
    text = v["text"]
    ctx = ctx or span
    if text.count(ctx) != 1:
        errors.append(f"{key}: ctx {ctx!r} occurs {text.count(ctx)} times in {d}@{ver}")
        return None
    if span not in ctx:
        errors.append(f"{key}: span not in ctx")
        return None
    st = text.index(ctx) + ctx.index(span)
    ev = evidence_of(text, st, st + len(span))
    if span not in ev or ev not in text:
        errors.append(f"{key}: evidence problem {ev!r}")
    return ev
