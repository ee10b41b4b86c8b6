"""Authoring helpers: questions are recorded in QS in authoring order."""
QS = []


def A(key, doc, span, question, style, cat="direct", nm=None, ctx=None, ver=None, date=None,
      groups=None, pair=None, notes=""):
    QS.append(dict(key=key, answerable=True, doc=doc, span=span, question=question, style=style,
                   category=cat, nm=nm, ctx=ctx, ver=ver, asked_date=date,
                   groups=groups or ["all-staff"], pair=pair, notes=notes, parts=None))


def U(key, pair, doc, question, style, cat, gap=None, absent=(), absent_topic=(), notes="",
      ver=None, date=None, groups=None):
    QS.append(dict(key=key, answerable=False, doc=doc, question=question, style=style, category=cat,
                   gap=gap, absent=list(absent), absent_topic=list(absent_topic), notes=notes,
                   ver=ver, asked_date=date, groups=groups or ["all-staff"], pair=pair, parts=None))


def P(key, question, style, parts, pair=None, groups=None):
    QS.append(dict(key=key, answerable=None, question=question, style=style, parts=parts,
                   pair=pair, groups=groups or ["all-staff"], asked_date=None, notes=""))


def O(key, question, style):
    QS.append(dict(key=key, answerable=False, doc=None, question=question, style=style,
                   category="out-of-domain", gap=None, absent=[], absent_topic=[], notes="規程の対象外。",
                   ver=None, asked_date=None, groups=["all-staff"], pair=None, parts=None))
