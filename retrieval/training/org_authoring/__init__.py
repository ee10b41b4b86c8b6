"""Shared authoring code for the organization bundles under ``retrieval/training/orgs/``.

Each organization's ``src/`` keeps its own data (rules, questions, README prose, and the
authoring or build logic that really is its own) and imports the rest from here:

- ``records``: ``doc`` / ``V`` / ``derive`` and the question helpers ``A`` / ``U`` / ``P`` /
  ``part`` (records with a ``kind``), plus ``pa`` / ``pm`` / ``P_topic``; all collect into
  ``DOCS`` and ``QS``;
- ``records_t``: the flavour without ``kind`` (``A`` / ``U`` and two-part ``T`` / ``PA`` / ``PM``,
  ``P`` / ``part`` or ``P_halves`` / ``half``);
- ``evidence``: the evidence sentence around a span, the direct/paraphrase category, span lookup;
- ``builder``: ``build()`` turns ``DOCS`` and ``QS`` into ``corpus.jsonl``, ``questions.jsonl``,
  ``checks.jsonl``, ``bundle.json`` and README.md; ``corpus_of``, ``ordered_questions`` and
  ``write_files`` serve the organizations that keep their own question loop;
- ``readme``: the README counts (``stats``, ``count_lines`` in each organization's wording)
  around its own prose.

Each ``src/build.py`` puts its own folder and the repository root on ``sys.path``, so
``python3 src/build.py`` works from the organization's folder, the repository root or anywhere.
"""
