"""Write the labelled set the default gate is adopted on, from evaluate runs (no models).

    bench/adoption_set.py --company RUN --nomiracl RUN --out DIR

``company``: a run on ``../shared/data/company-dev`` — its ``tune`` questions are the tuning
split, its ``check`` questions the held-out split (looked at once, by adopt_threshold).
``nomiracl``: a run on ``../shared/data/nomiracl-ja`` — only its tuning part
(``retrieval.training.nomiracl_data.nomiracl_part``) joins, as tuning; the held-out part stays out of the set
and is reported on its own. Both runs must use the same gate configuration.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrieval.training.nomiracl_data import nomiracl_part  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--company", required=True)
    ap.add_argument("--nomiracl", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    summaries = [json.loads((Path(r) / "summary.json").read_text("utf-8")) for r in (a.company, a.nomiracl)]
    configs = [{k: v for k, v in s["gate_config"].items() if k != "threshold"} for s in summaries]
    if configs[0] != configs[1]:
        raise SystemExit("the two runs used different gate configurations")
    rows = []
    for line in (Path(a.company) / "decisions.jsonl").read_text("utf-8").splitlines():
        if line.strip():
            rows.append(json.loads(line))
    for line in (Path(a.nomiracl) / "decisions.jsonl").read_text("utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            if nomiracl_part(row["qid"]) == "tuning":
                rows.append({**row, "split": "tuning", "qid": f"nomiracl:{row['qid']}"})
    (out / "decisions.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8"
    )
    summary = {**summaries[0], "bundle": "company-dev + nomiracl-ja (tuning part)"}
    (out / "summary.json").write_text(json.dumps(summary, ensure_ascii=False, indent=1), "utf-8")
    tune = sum(1 for r in rows if r.get("split") in ("tune", "tuning"))
    print(f"{len(rows)} rows: {tune} tuning, {len(rows) - tune} held out → {out}")


if __name__ == "__main__":
    main()
