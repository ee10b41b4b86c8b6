"""Authored answerable questions left out of the bundle to keep the answerable share between 45% and 49%.
They stay in the sources as spare material (their labels were checked the same way, but they are not
written to questions.jsonl)."""

DROP = {
    "PH-HR-02": "b12",
    "PH-HR-03": "c3",
    "PH-HR-04": "d8",
    "PH-HR-05": "e8",
    "PH-TR-01": "t10",
    "PH-MR-01": "m20",
    "PH-MR-02": "n14",
    "PH-QA-01": "q13",
    "PH-QA-02": "r16",
    "PH-QA-03": "s9",
    "PH-RD-01": "w13",
    "PH-RD-02": "x3",
}
DROP_KEYS = {f"{d}:{k}" for d, ks in DROP.items() for k in ks.split()}
