"""Authored answerable questions left out of the bundle to keep it near half answerable (spare material,
checked the same way but not written to questions.jsonl)."""

DROP = {
    "HW-HR-01": "a6", "HW-HR-02": "b4", "HW-HR-03": "c11", "HW-HR-06": "f11", "HW-HR-07": "g8",
    "HW-CR-01": "h10", "HW-PI-01": "i7", "HW-AB-01": "j8", "HW-HV-01": "k8", "HW-IC-01": "m10",
    "HW-FN-01": "q12", "HW-KS-01": "t10",
}
DROP_KEYS = {f"{d}:{k}" for d, ks in DROP.items() for k in ks.split()}
