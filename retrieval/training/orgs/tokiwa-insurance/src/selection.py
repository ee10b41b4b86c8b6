"""Authored answerable questions left out of the bundle to keep it near half answerable.
They stay in the sources as spare material (labels checked the same way) but are not written out."""

DROP = {
    "TK-SL-01": "a21",
    "TK-SL-02": "b13",
    "TK-SL-04": "d13",
    "TK-SL-05": "e6",
    "TK-CL-01": "g10",
    "TK-CP-03": "k10",
    "TK-GA-01": "l8",
    "TK-GA-02": "m15",
    "TK-HR-01": "n16",
    "TK-HR-02": "o21",
    "TK-HR-03": "p10",
    "TK-HR-04": "q13",
}
DROP_KEYS = {f"{d}:{k}" for d, ks in DROP.items() for k in ks.split()}
