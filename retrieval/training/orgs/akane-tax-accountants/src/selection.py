"""Authored answerable questions left out of the bundle to keep it at 45-47% answerable."""
DROP_KEYS = {
    "TX-CF-01:c6", "TX-ET-01:e6", "TX-EX-01:x6", "TX-HR-01:h2", "TX-HR-06:y5",
    "TX-TR-01:t1e", "TX-DOC-01:m-a5", "TX-CF-01:m-c3", "TX-FN-02:m-q2", "TX-WK-02:m-z3",
    "TX-TR-01:m-t5", "TX-HR-01:m-h6", "TX-HR-03:m-r4", "TX-ET-01:m-e4", "TX-IT-01:i4", "TX-GA-01:g9",
    "TX-DOC-01:o-a3", "TX-EX-01:o-x2", "TX-HR-02:o-k2", "TX-HR-01:o-h2", "TX-ET-01:e5", "TX-HR-02:k3", "TX-EX-01:x8",
}
